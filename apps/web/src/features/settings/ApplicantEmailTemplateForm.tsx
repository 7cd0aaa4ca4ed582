import {
  APPLICANT_EMAIL_BODY_MAX,
  APPLICANT_EMAIL_MESSAGES as EM,
  APPLICANT_EMAIL_PLACEHOLDERS,
  APPLICANT_EMAIL_SUBJECT_MAX,
  applicantEmailTemplateSchema,
  type ApplicantEmailPreview,
  type ApplicantEmailTemplate,
  type ApplicantEmailTemplateInput,
} from '@rentfront/shared/applicant-emails';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { previewApplicantEmail } from '../../api/applicantEmails';
import { ApiError, failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { Eye } from '../../ui/icons';
import { FormActions } from '../../ui/FormActions';
import { CharacterCount } from '../../ui/CharacterCount';
import { firstIssues } from '../../lib/firstIssues';
import type { EditableTextFormProps } from './EditableTextsCard';

type Errors = Partial<Record<keyof ApplicantEmailTemplateInput, string>>;

/** The preview's note, so the office sees where a note would go. */
const SAMPLE_NOTE = 'Your note to the applicant appears here.';

/** Subject and body of one status e-mail, plain text with placeholders, checked like the server does. */
export function ApplicantEmailTemplateForm({
  item: template,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: EditableTextFormProps<ApplicantEmailTemplate, ApplicantEmailTemplateInput>) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<ApplicantEmailPreview | null>(null);
  // An edited subject or body is work: closing asks "Discard changes?" like every admin form.
  const { requestClose } = useDialogForm(subject !== template.subject || body !== template.body, { fallbackClose: onCancel });

  const check = () => {
    const parsed = applicantEmailTemplateSchema.safeParse({ subject, body });
    if (!parsed.success) {
      setErrors(firstIssues<keyof ApplicantEmailTemplateInput>(parsed.error.issues));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const previewCall = useMutation({
    mutationFn: (input: ApplicantEmailTemplateInput) => previewApplicantEmail(template.status, { ...input, message: SAMPLE_NOTE }),
    onSuccess: (res) => setPreview(res.data),
    onError: (err) => {
      setPreview(null);
      if (err instanceof ApiError && err.errors) setErrors(err.errors as Errors);
      else setErrors({ body: failureMessage(err, EM.previewFailed) });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = check();
    if (input) onSubmit(input);
  };
  const edited = () => {
    setErrors({});
    setPreview(null);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Subject" required error={errors.subject ?? serverErrors?.subject}>
        <Input
          value={subject}
          maxLength={APPLICANT_EMAIL_SUBJECT_MAX}
          onChange={(e) => {
            setSubject(e.target.value);
            edited();
          }}
        />
      </Field>
      <Field label="Message" required error={errors.body ?? serverErrors?.body} hint="Plain text. Leave a blank line between paragraphs.">
        <Textarea
          rows={12}
          maxLength={APPLICANT_EMAIL_BODY_MAX}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            edited();
          }}
          className="font-mono text-sm"
        />
      </Field>
      <CharacterCount length={body.length} max={APPLICANT_EMAIL_BODY_MAX} />

      <details className="rounded-md border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-900">Placeholders you can use</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(APPLICANT_EMAIL_PLACEHOLDERS).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt>
                <code className="rounded bg-slate-100 px-1 text-slate-900">{`{${name}}`}</code>
              </dt>
              <dd className="text-slate-700">{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>

      <div>
        <Button
          variant="outline"
          size="sm"
          loading={previewCall.isPending}
          onClick={() => {
            const input = check();
            if (input) previewCall.mutate(input);
          }}
        >
          <Eye aria-hidden className="h-4 w-4" /> Preview
        </Button>
        <div aria-live="polite">
          {preview && (
            <section aria-label="E-mail preview" className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-700">Preview with a sample application</p>
              <p className="mt-1 break-words font-semibold text-slate-900">
                <span className="sr-only">Subject: </span>
                {preview.subject}
              </p>
              {/* The filled-in text as text: never rendered as HTML. */}
              <div className="mt-2 whitespace-pre-wrap break-words text-slate-900">{preview.text}</div>
            </section>
          )}
        </div>
      </div>

      <FormActions onCancel={requestClose} busy={busy} submitLabel={'Save Changes'} />
    </form>
  );
}
