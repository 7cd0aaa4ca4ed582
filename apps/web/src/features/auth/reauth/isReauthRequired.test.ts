import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { isReauthRequired } from './isReauthRequired';

describe('isReauthRequired', () => {
  it('is true only for a 403 with code reauth_required', () => {
    expect(isReauthRequired(new ApiError('Please enter your password again to continue.', 403, { code: 'reauth_required' }))).toBe(true);
    expect(isReauthRequired(new ApiError('Admin access required', 403, { message: 'x' }))).toBe(false);
    expect(isReauthRequired(new ApiError('x', 401, { code: 'reauth_required' }))).toBe(false);
    expect(isReauthRequired(new TypeError('offline'))).toBe(false);
  });
});
