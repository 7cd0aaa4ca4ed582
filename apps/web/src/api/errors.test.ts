import { describe, expect, it } from 'vitest';
import { ApiError, failureFromResponse, failureMessage, toApiFailure } from './errors';

describe('the spec error conversion', () => {
  it('prefers the server detail, then message, then the status text', () => {
    expect(failureFromResponse(400, { detail: 'Bad thing', message: 'Other' }).message).toBe('Bad thing');
    expect(failureFromResponse(400, { message: 'Only message' }).message).toBe('Only message');
    expect(failureFromResponse(502, null).message).toBe('Request failed with status 502');
  });

  it('keeps status, data and field errors', () => {
    const body = { detail: 'Invalid', errors: { email: 'Please enter a valid email address' } };
    const f = toApiFailure(failureFromResponse(400, body));
    expect(f).toMatchObject({ success: false, status: 400, data: body, errors: { email: 'Please enter a valid email address' } });
  });

  it('turns a network failure into status 0 with the spec text', () => {
    expect(toApiFailure(new TypeError('Failed to fetch'))).toEqual({
      success: false,
      message: 'Network error. Please check your connection and try again.',
      status: 0,
      data: null,
    });
  });

  it('turns anything else into status -1 with its own message or the generic one', () => {
    expect(toApiFailure(new Error('Request timed out'))).toMatchObject({ status: -1, message: 'Request timed out' });
    expect(toApiFailure('weird')).toMatchObject({ status: -1, message: 'An unexpected error occurred' });
  });

  it('uses the action fallback only when the server gave no message of its own', () => {
    expect(failureMessage(new ApiError('Request failed with status 500', 500), 'Failed to load notices')).toBe('Failed to load notices');
    expect(failureMessage(new ApiError('Title is required', 400), 'Failed to save notice')).toBe('Title is required');
  });
});
