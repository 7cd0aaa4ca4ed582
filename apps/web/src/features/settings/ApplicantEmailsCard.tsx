import {
  APPLICANT_EMAIL_MESSAGES as EM,
  type ApplicantEmailTemplate,
  type ApplicantEmailTemplateInput,
} from '@rentfront/shared/applicant-emails';
import { listApplicantEmailTemplates, resetApplicantEmailTemplate, saveApplicantEmailTemplate } from '../../api/applicantEmails';
import { Mail } from '../../ui/icons';
import { ApplicantEmailTemplateForm } from './ApplicantEmailTemplateForm';
import { EditableTextsCard } from './EditableTextsCard';
import { useEditableTexts } from './useEditableTexts';

/**
 * Settings card "Applicant e-mails" (issue 19): the e-mails an applicant gets when an application
 * is approved, rejected or needs more information. Edit, preview, or go back to the default.
 */
export function ApplicantEmailsCard() {
  const texts = useEditableTexts({
    key: ['applicant-email-templates'],
    fetch: listApplicantEmailTemplates,
    save: (t: ApplicantEmailTemplate, input: ApplicantEmailTemplateInput) => saveApplicantEmailTemplate(t.status, input),
    reset: (t) => resetApplicantEmailTemplate(t.status),
    messages: EM,
  });
  return (
    <EditableTextsCard
      id="applicant-emails"
      icon={Mail}
      title="Applicant e-mails"
      description="What an applicant receives when you approve or reject an application, or ask for more information."
      texts={texts}
      loadFailed={EM.loadFailed}
      keyOf={(t) => t.status}
      titleOf={(t) => t.label}
      details={(t) => (
        <p className="break-words text-sm text-slate-700">
          <span className="sr-only">Subject: </span>“{t.subject}”
        </p>
      )}
      editLabel={(t) => `Edit the ${t.label} e-mail`}
      resetLabel={(t) => `Reset the ${t.label} e-mail to the default`}
      editTitle={(t) => `Edit the “${t.label}” e-mail`}
      closedEditTitle="Edit applicant e-mail"
      Form={ApplicantEmailTemplateForm}
      resetTitle="Reset applicant e-mail"
      resetMessage={(t) => `Replace the ${t?.label ?? ''} e-mail with the default? Your edited text will be lost.`}
    />
  );
}
