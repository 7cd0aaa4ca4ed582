import { contactFormSchema, CONTACT_MESSAGES } from '@rentfront/shared/contacts';
import { describe, expect, it } from 'vitest';
import { sanitizePhoneInput } from './phoneInput';

describe('contact form', () => {
  it('keeps only the characters a phone number uses', () => {
    expect(sanitizePhoneInput('+1 (518) 555-0199')).toBe('+1 (518) 555-0199');
    expect(sanitizePhoneInput('518.555.0199 ext 4')).toBe('5185550199  4');
    expect(sanitizePhoneInput('call me')).toBe(' ');
    expect(sanitizePhoneInput('1'.repeat(40))).toHaveLength(32);
  });

  it('trims every value and applies the spec messages', () => {
    const ok = contactFormSchema.safeParse({
      full_name: ' Ann ',
      email: ' ann@example.com ',
      phone: ' +1 518 555 0100 ',
      message: '  0123456789  ',
    });
    expect(ok.success && ok.data).toEqual({ full_name: 'Ann', email: 'ann@example.com', phone: '+1 518 555 0100', message: '0123456789' });
    const bad = contactFormSchema.safeParse({ full_name: ' ', email: 'x', phone: '', message: ' 123456789 ' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.success ? [] : bad.error.issues).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      full_name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailInvalid,
      phone: CONTACT_MESSAGES.phoneRequired,
      message: CONTACT_MESSAGES.messageTooShort,
    });
    const empty = contactFormSchema.safeParse({ full_name: 'A', email: '', phone: '0123', message: 'long enough message' });
    const emptyMessages = (empty.success ? [] : empty.error.issues).map((i) => i.message);
    expect(emptyMessages).toContain(CONTACT_MESSAGES.emailRequired);
    expect(emptyMessages).toContain(CONTACT_MESSAGES.phoneInvalid);
  });
});
