import type { Config } from '../../config';
import { renderEmail, type RenderedEmail } from '../../platform/mail/template';

const usDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The "continue your application" link, sent once when step 2 gives the e-mail (issue 34 item 3). */
export function continueApplicationEmail(config: Config, d: { propertyTitle: string; url: string; expiresAt: Date }): RenderedEmail {
  return renderEmail(
    {
      subject: `Continue your rental application for ${d.propertyTitle}`,
      heading: 'Your application is saved as you go',
      paragraphs: [
        'Open this link on any device to continue where you left off. Your answers are saved after each step.',
        `The link works until ${usDate(d.expiresAt)} or until you submit the application. Do not forward it: anyone with the link can see your answers.`,
      ],
      rows: [['Property', d.propertyTitle]],
      action: { label: 'Continue your application', url: d.url },
      footer: `If you did not start this application, you can ignore this e-mail. — ${config.site.name}`,
    },
    config.site.name,
  );
}

/** The office's note that an applicant answered on the status page. */
export function applicantAnsweredEmail(config: Config, a: { reference: string; fullName: string; text: string }): RenderedEmail {
  return renderEmail(
    {
      subject: `${a.fullName} answered about application ${a.reference}`,
      heading: 'An applicant answered your request for more information',
      paragraphs: [a.text],
      rows: [
        ['Reference', a.reference],
        ['Applicant', a.fullName],
      ],
      action: { label: 'Review applications', url: `${config.publicUrl}/admin/applications` },
    },
    config.site.name,
  );
}
