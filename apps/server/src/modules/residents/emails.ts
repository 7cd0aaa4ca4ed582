import type { Config } from '../../config';
import { RESIDENT_LINK_MINUTES } from '@rentfront/shared/residents';
import { renderEmail } from '../../platform/mail/template';

/** The resident's e-mailed sign-in link: the page at /resident/sign-in/{token} signs in on its button. */
export function residentSignInEmail(config: Config, name: string, token: string) {
  return renderEmail(
    {
      subject: `Your ${config.site.name} resident portal sign-in link`,
      greeting: `Hello ${name},`,
      heading: 'Sign in to your resident portal',
      paragraphs: [
        `The link below works once and expires in ${RESIDENT_LINK_MINUTES} minutes.`,
        'If you did not ask for it, you can ignore this e-mail: nobody is signed in until the button on the page is pressed.',
      ],
      action: { label: 'Sign in', url: `${config.publicUrl}/resident/sign-in/${token}` },
    },
    config.site.name,
  );
}
