import { describe, expect, it } from 'vitest';
import { settleDeposit } from './deposits';

describe('settleDeposit', () => {
  it('refunds what the deposit has left after the deductions and what the account owes', () => {
    expect(settleDeposit(150_000, 35_050)).toEqual({ refund_cents: 114_950, billed_cents: 0 });
    expect(settleDeposit(150_000, 35_050, 10_000)).toEqual({ refund_cents: 104_950, billed_cents: 0 });
  });

  it('bills what the deposit does not cover, and never both', () => {
    expect(settleDeposit(50_000, 40_000, 30_000)).toEqual({ refund_cents: 0, billed_cents: 20_000 });
    expect(settleDeposit(0, 1)).toEqual({ refund_cents: 0, billed_cents: 1 });
    expect(settleDeposit(10_000, 10_000)).toEqual({ refund_cents: 0, billed_cents: 0 });
  });

  it('refunds a credit on the account with the deposit', () => {
    expect(settleDeposit(80_000, 0, -1_234)).toEqual({ refund_cents: 81_234, billed_cents: 0 });
    expect(settleDeposit(0, 0, -500)).toEqual({ refund_cents: 500, billed_cents: 0 });
  });
});
