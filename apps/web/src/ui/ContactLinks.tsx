import { telHref } from '../lib/format';
import { cn } from './cn';
import { Mail, Phone } from './icons';

export interface ContactLinksProps {
  email: string;
  phone: string;
  /** Classes of each list item, of its icon and of its link: each place styles them its own way. */
  itemClassName: string;
  iconClassName: string;
  linkClassName: string;
  /** Lets a long address wrap anywhere (a narrow column would otherwise overflow). */
  breakEmail?: boolean;
}

/**
 * The e-mail and phone lines of a contact list (the office's or a sender's): an icon and a
 * `mailto:` or `tel:` link each. It renders the two list items only, so the caller keeps its own
 * list and can add lines of its own around them.
 */
export function ContactLinks({ email, phone, itemClassName, iconClassName, linkClassName, breakEmail }: ContactLinksProps) {
  return (
    <>
      <li className={itemClassName}>
        <Mail aria-hidden className={iconClassName} />
        <a href={`mailto:${email}`} className={cn(breakEmail && 'break-all', linkClassName)}>
          {email}
        </a>
      </li>
      <li className={itemClassName}>
        <Phone aria-hidden className={iconClassName} />
        <a href={telHref(phone)} className={linkClassName}>
          {phone}
        </a>
      </li>
    </>
  );
}
