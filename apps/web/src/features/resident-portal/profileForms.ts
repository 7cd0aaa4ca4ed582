import { toApiFailure } from '../../api/errors';

// The profile page's two small forms (issue 32 item 3): the resident's own name and phone, and a
// message to the office. The limits mirror residentUpdateMeSchema and residentMessageSchema (the
// portal loads no zod); the server checks everything again and its field errors win.

export const PROFILE_LIMITS = { full_name: 120, phone: 32, subject: 200, message: 5000 } as const;

export const PROFILE_TEXTS = {
  nameRequired: 'Enter your full name.',
  nameLong: `Your name can be at most ${PROFILE_LIMITS.full_name} characters.`,
  phoneLong: `The phone number can be at most ${PROFILE_LIMITS.phone} characters.`,
  subjectLong: `The subject can be at most ${PROFILE_LIMITS.subject} characters.`,
  messageRequired: 'Write your message.',
  messageLong: `The message can be at most ${PROFILE_LIMITS.message} characters.`,
  saved: 'Your profile was saved.',
  saveFailed: 'Your profile could not be saved. Please try again.',
  sent: 'Your message was sent to the office.',
  sendFailed: 'Your message could not be sent. Please try again.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Checked<I, K extends string> = { input: I } | { errors: FieldErrors<K> };

export type ProfileField = 'full_name' | 'phone';
export type MessageField = 'subject' | 'message';

/** Name and phone as PUT /api/resident/me takes them: a blank phone means none (null). */
export function profileInput(fullName: string, phone: string): Checked<{ full_name: string; phone: string | null }, ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const name = fullName.trim();
  const tel = phone.trim();
  if (!name) errors.full_name = PROFILE_TEXTS.nameRequired;
  else if (name.length > PROFILE_LIMITS.full_name) errors.full_name = PROFILE_TEXTS.nameLong;
  if (tel.length > PROFILE_LIMITS.phone) errors.phone = PROFILE_TEXTS.phoneLong;
  if (errors.full_name || errors.phone) return { errors };
  return { input: { full_name: name, phone: tel || null } };
}

/** The message as POST /api/resident/messages takes it: the subject left out when blank. */
export function messageInput(subject: string, message: string): Checked<{ subject?: string; message: string }, MessageField> {
  const errors: FieldErrors<MessageField> = {};
  const title = subject.trim();
  const text = message.trim();
  if (title.length > PROFILE_LIMITS.subject) errors.subject = PROFILE_TEXTS.subjectLong;
  if (!text) errors.message = PROFILE_TEXTS.messageRequired;
  else if (text.length > PROFILE_LIMITS.message) errors.message = PROFILE_TEXTS.messageLong;
  if (errors.subject || errors.message) return { errors };
  return { input: title ? { subject: title, message: text } : { message: text } };
}

/** The server's errors of a refused call, only for the form's own fields. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const all = toApiFailure(error).errors ?? {};
  const mine: FieldErrors<K> = {};
  for (const field of fields) if (all[field]) mine[field] = all[field];
  return mine;
}

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

export const PASSWORD_TEXTS = {
  currentRequired: 'Enter your current password.',
  tooShort: `Use at least ${PASSWORD_LIMITS.min} characters.`,
  tooLong: `Use at most ${PASSWORD_LIMITS.max} characters.`,
  saved: 'Your password was saved.',
  saveFailed: 'Your password could not be saved. Please try again.',
} as const;

export type PasswordField = 'current_password' | 'new_password';

/** Set (no password yet) or change (the current one asked): what POST /api/resident/auth/password takes. */
export function passwordInput(
  hasPassword: boolean,
  current: string,
  next: string,
): Checked<{ new_password: string; current_password?: string }, PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (hasPassword && !current) errors.current_password = PASSWORD_TEXTS.currentRequired;
  if (next.length < PASSWORD_LIMITS.min) errors.new_password = PASSWORD_TEXTS.tooShort;
  else if (next.length > PASSWORD_LIMITS.max) errors.new_password = PASSWORD_TEXTS.tooLong;
  if (errors.current_password || errors.new_password) return { errors };
  return { input: hasPassword ? { new_password: next, current_password: current } : { new_password: next } };
}
