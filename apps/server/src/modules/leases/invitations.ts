// The invitation a resident gets when a lease is sent (issue 32 item 3): a single-use sign-in link
// to /resident/sign-in/{token}, queued in the mail outbox in the send's transaction.
import type { Config } from '../../config';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';

export function leaseInvitationEmail(
  config: Config,
  input: { to: string; name: string; reference: string; propertyTitle: string | null; token: string; renewal: boolean },
): OutgoingEmail {
  const url = `${config.publicUrl}/resident/sign-in/${input.token}`;
  const what = input.renewal ? 'The renewal of your lease' : 'Your lease';
  const where = input.propertyTitle ? ` for ${input.propertyTitle}` : '';
  const content = renderEmail(
    {
      subject: `${what}${where} is ready to sign (${input.reference})`,
      greeting: `Hello ${input.name},`,
      heading: `${what}${where} is ready to sign`,
      paragraphs: [
        `${config.site.name} has sent you lease ${input.reference} to read and sign electronically in the resident portal.`,
        'The button below signs you in to the portal. The link works once and for 30 minutes; after that, ask for a new one on the portal’s sign-in page with this e-mail address.',
      ],
      action: { label: 'Open the resident portal', url },
    },
    config.site.name,
  );
  return { ...content, to: input.to };
}
