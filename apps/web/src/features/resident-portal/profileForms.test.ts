import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { messageInput, PROFILE_TEXTS, profileInput, serverFieldErrors } from './profileForms';

describe('profileInput', () => {
  it('trims the name and phone, and sends a blank phone as none', () => {
    expect(profileInput('  Ada Lovelace ', ' 555-0100 ')).toEqual({ input: { full_name: 'Ada Lovelace', phone: '555-0100' } });
    expect(profileInput('Ada', '   ')).toEqual({ input: { full_name: 'Ada', phone: null } });
  });

  it('asks for a name and keeps both fields within their limits', () => {
    expect(profileInput(' ', '1'.repeat(33))).toEqual({ errors: { full_name: PROFILE_TEXTS.nameRequired, phone: PROFILE_TEXTS.phoneLong } });
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
