// Helpers shared by the contacts test files (not a test file itself): a valid message from the
// public contact form, and a visitor sending one.
import type { TestContext } from '../../test/context';
import { asVisitor, freshIp } from '../../test/http';

/** A well-formed uuid no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const VALID_CONTACT = {
  full_name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '+1 (518) 555-0199',
  message: 'Is the two-bedroom on Elm Street still available in June?',
};

/** POST /api/public/contact from a fresh address (so the hourly limit only matters where a test gives `ip`). */
export function sendContact(t: TestContext, payload: unknown, ip = freshIp()) {
  return asVisitor(t)({ method: 'POST', url: '/api/public/contact', remoteAddress: ip, payload: payload as object });
}
