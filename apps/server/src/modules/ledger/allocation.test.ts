import { describe, expect, it } from 'vitest';
import { allocate, type AllocatableEntry } from './allocation';

let position = 0;
function entry(partial: Partial<AllocatableEntry> & Pick<AllocatableEntry, 'kind' | 'amountCents'>): AllocatableEntry {
  position += 1;
  return { id: `e${position}`, position, category: 'rent', entryDate: '2027-01-01', reversesEntryId: null, ...partial };
}

describe('allocate', () => {
  it('applies a partial payment to the oldest charge first and keeps the rest open', () => {
    position = 0;
    const jan = entry({ kind: 'charge', amountCents: 150_000, entryDate: '2027-01-01' });
    const feb = entry({ kind: 'charge', amountCents: 150_000, entryDate: '2027-02-01' });
    const paid = entry({ kind: 'payment', amountCents: -200_000, entryDate: '2027-02-03' });
    const result = allocate([jan, feb, paid]);
    expect(result.openByEntry.get(jan.id)).toBe(0);
    expect(result.open).toEqual([{ entryId: feb.id, category: 'rent', dueDate: '2027-02-01', amountCents: 150_000, openCents: 100_000 }]);
    expect(result.balanceCents).toBe(100_000);
    expect(result.unappliedCredit).toBe(0);
  });

  it('carries an overpayment forward to a charge posted later', () => {
    position = 0;
    const jan = entry({ kind: 'charge', amountCents: 100_000 });
    const paid = entry({ kind: 'payment', amountCents: -130_000 });
    expect(allocate([jan, paid])).toMatchObject({ balanceCents: -30_000, unappliedCredit: 30_000, open: [] });
    const feb = entry({ kind: 'charge', amountCents: 100_000, entryDate: '2027-02-01' });
    const later = allocate([jan, paid, feb]);
    expect(later.open[0]?.openCents).toBe(70_000);
    expect(later.unappliedCredit).toBe(0);
  });

  it('takes a reversed payment and its reversal out, reopening the charge', () => {
    position = 0;
    const jan = entry({ kind: 'charge', amountCents: 100_000 });
    const paid = entry({ kind: 'payment', amountCents: -100_000 });
    const undo = entry({ kind: 'reversal', amountCents: 100_000, reversesEntryId: paid.id });
    const result = allocate([jan, paid, undo]);
    expect(result.open.map((o) => o.openCents)).toEqual([100_000]);
    expect(result.balanceCents).toBe(100_000);
  });

  it('holds a paid deposit apart: rent posted later does not consume it', () => {
    position = 0;
    const deposit = entry({ kind: 'charge', category: 'deposit', amountCents: 200_000 });
    const paid = entry({ kind: 'payment', amountCents: -200_000 });
    const rent = entry({ kind: 'charge', amountCents: 150_000, entryDate: '2027-02-01' });
    const result = allocate([deposit, paid, rent]);
    expect(result.depositHeldCents).toBe(200_000);
    expect(result.open.map((o) => [o.category, o.openCents])).toEqual([['rent', 150_000]]);
  });

  it('releases held deposit only through a deposit credit', () => {
    position = 0;
    const deposit = entry({ kind: 'charge', category: 'deposit', amountCents: 200_000 });
    const paid = entry({ kind: 'payment', amountCents: -200_000 });
    const damage = entry({ kind: 'charge', category: 'other', amountCents: 50_000, entryDate: '2027-12-31' });
    const applied = entry({ kind: 'credit', category: 'deposit', amountCents: -200_000, entryDate: '2027-12-31' });
    const result = allocate([deposit, paid, damage, applied]);
    expect(result.depositHeldCents).toBe(0);
    expect(result.balanceCents).toBe(-150_000);
    expect(result.open).toEqual([]);
  });

  it('pays charges due on the same day in writing order', () => {
    position = 0;
    const a = entry({ kind: 'charge', amountCents: 1_000 });
    const b = entry({ kind: 'charge', category: 'parking', amountCents: 1_000 });
    const paid = entry({ kind: 'payment', amountCents: -1_000 });
    expect(allocate([a, b, paid]).open.map((o) => o.entryId)).toEqual([b.id]);
  });
});
