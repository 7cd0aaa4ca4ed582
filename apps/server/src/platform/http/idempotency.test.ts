import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency';

describe('requestHash', () => {
  it('is the same for the same request whatever the key order, and differs for another value', () => {
    const a = requestHash({ params: { id: 'x' }, body: { amount_cents: 100, method: 'check', nested: { b: 1, a: [1, 2] } } });
    const b = requestHash({ body: { nested: { a: [1, 2], b: 1 }, method: 'check', amount_cents: 100 }, params: { id: 'x' } });
    expect(a).toBe(b);
    expect(requestHash({ params: { id: 'x' }, body: { amount_cents: 101 } })).not.toBe(
      requestHash({ params: { id: 'x' }, body: { amount_cents: 100 } }),
    );
    expect(requestHash({ body: [1, 2] })).not.toBe(requestHash({ body: [2, 1] }));
    // An absent field and an undefined one are the same request.
    expect(requestHash({ body: { a: 1, b: undefined } })).toBe(requestHash({ body: { a: 1 } }));
  });
});
