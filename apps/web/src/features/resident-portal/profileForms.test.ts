import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { messageInput, PASSWORD_TEXTS, passwordInput, PROFILE_TEXTS, profileInput, serverFieldErrors } from './profileForms';

describe('profileInput', () => {
  it('trims the name and phone, and sends a blank phone as none', () => {
    expect(profileInput('  Ada Lovelace ', ' 555-0100 ')).toEqual({ input: { full_name: 'Ada Lovelace', phone: '555-0100' } });
    expect(profileInput('Ada', '   ')).toEqual({ input: { full_name: 'Ada', phone: null } });
  });

  it('asks for a name and keeps both fields within their limits', () => {
    expect(profileInput(' ', '1'.repeat(33))).toEqual({
      errors: { full_name: PROFILE_TEXTS.nameRequired, phone: PROFILE_TEXTS.phoneLong },
    });
    expect(profileInput('a'.repeat(121), '')).toEqual({ errors: { full_name: PROFILE_TEXTS.nameLong } });
  });
});

describe('messageInput', () => {
  it('leaves a blank subject out', () => {
    expect(messageInput('  ', ' Hello office ')).toEqual({ input: { message: 'Hello office' } });
    expect(messageInput(' Parking ', 'Hello')).toEqual({ input: { subject: 'Parking', message: 'Hello' } });
  });

  it('asks for the message and keeps the subject short', () => {
    expect(messageInput('s'.repeat(201), '  ')).toEqual({
      errors: { subject: PROFILE_TEXTS.subjectLong, message: PROFILE_TEXTS.messageRequired },
    });
    expect(messageInput('', 'm'.repeat(5001))).toEqual({ errors: { message: PROFILE_TEXTS.messageLong } });
  });
});

describe('serverFieldErrors', () => {
  it('keeps only the form’s own fields of a 400', () => {
    const error = new ApiError('Validation failed', 400, null, { full_name: 'too long', other: 'x' });
    expect(serverFieldErrors(error, ['full_name', 'phone'] as const)).toEqual({ full_name: 'too long' });
    expect(serverFieldErrors(new ApiError('Server error', 500), ['full_name'] as const)).toEqual({});
  });
});

describe('passwordInput', () => {
  it('sets a first password without asking for a current one', () => {
    expect(passwordInput(false, '', 'long enough')).toEqual({ input: { new_password: 'long enough' } });
  });

  it('asks for the current password to change one, and sends it', () => {
    expect(passwordInput(true, '', 'long enough')).toEqual({ errors: { current_password: PASSWORD_TEXTS.currentRequired } });
    expect(passwordInput(true, 'old secret', 'long enough')).toEqual({
      input: { new_password: 'long enough', current_password: 'old secret' },
    });
  });

  it('keeps the new password between 8 and 128 characters, not trimmed', () => {
    expect(passwordInput(false, '', 'short')).toEqual({ errors: { new_password: PASSWORD_TEXTS.tooShort } });
    expect(passwordInput(false, '', 'x'.repeat(129))).toEqual({ errors: { new_password: PASSWORD_TEXTS.tooLong } });
    expect(passwordInput(false, '', '  8 chr ')).toEqual({ input: { new_password: '  8 chr ' } });
  });
});
