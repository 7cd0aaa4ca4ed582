// Issue 35, items 3 and 4: a listing's move-in date, offered lease terms and accessibility
// features, through the admin form (multipart) and the public list's filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { AVAILABLE_FROM_PAST_MESSAGE } from '@rentfront/shared/move-in';
import { officeToday } from '@rentfront/shared/time-zone';
import { addDays } from '../leases/dates';
import { createProperty } from '../../test/factories/property';
import { multipart } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { addRefusals, validPropertyFields } from './test-properties';

type Fields = Record<string, string | number | boolean | undefined>;
type Listed = { title: string; lease_terms: string[]; accessibility: string[]; available_from: string | null };

describe('move-in dates, lease terms and accessibility', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const today = officeToday();

  const add = (fields: Fields) =>
    admin.inject({ method: 'POST', url: '/api/admin/properties/add', ...multipart(validPropertyFields(fields)) });
  const update = (id: string, fields: Fields) => admin.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, ...multipart(fields) });
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?limit=50&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { properties: Listed[]; filters_applied: Record<string, string> };
  };
  const titles = async (query: string) => (await list(query)).properties.map((p) => p.title).sort();

  describe('the admin form', () => {
    it('stores the terms shortest first and once, and the features in the fixed order', async () => {
      const res = await add({
        title: 'Terms Loft',
        lease_terms: '["mtm", "12", " 6 ", "12 months"]',
        accessibility: 'roll_in_shower, Elevator, step_free_entrance',
        available_from: addDays(today, 30),
      });
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json().data;
      expect(p.lease_terms).toEqual(['6', '12', 'mtm']);
      expect(p.accessibility).toEqual(['step_free_entrance', 'elevator', 'roll_in_shower']);
      expect(p.available_from).toBe(addDays(today, 30));

      const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${p.id}` });
      expect(detail.json().data).toMatchObject({
        lease_terms: ['6', '12', 'mtm'],
        accessibility: ['step_free_entrance', 'elevator', 'roll_in_shower'],
      });
    });

    it('offers the single lease_term when no lease_terms are sent', async () => {
      const res = await add({ title: 'Single Term House', lease_term: 12 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ lease_term: 12, lease_terms: ['12'], accessibility: [] });
      const long = await add({ title: 'Long Term House', lease_term: 120 });
      expect(long.json().data.lease_terms).toEqual([]);
    });

    it.each([
      ['lease_terms', '["12", "0"]', 'Lease terms must be whole months from 1 to 60, or mtm for month-to-month'],
      ['lease_terms', '61', 'Lease terms must be whole months from 1 to 60, or mtm for month-to-month'],
      ['lease_terms', 'weekly', 'Lease terms must be whole months from 1 to 60, or mtm for month-to-month'],
      ['accessibility', '["elevator", "moat"]', 'Accessibility has an unknown feature "moat"'],
      ['available_from', addDays(today, -400), AVAILABLE_FROM_PAST_MESSAGE],
      ['available_from', '2027-02-30', 'Available from must be a date (YYYY-MM-DD)'],
    ])('refuses %s = %s with a 400 naming the field, and writes nothing', async (field, value, message) => {
      const before = await titles('status=all');
      const res = await add({ title: `Refused ${field}`, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.errors[field]).toContain(message);
      expect(JSON.stringify(body)).not.toMatch(/stack|at \//);
      expect(await titles('status=all')).toEqual(before);
    });

    it('refuses an absurdly long list without a 500', async () => {
      const res = await add({ lease_terms: JSON.stringify(Array.from({ length: 500 }, (_, i) => String((i % 60) + 1))) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.lease_terms).toBe('Lease terms may have at most 20 entries');
    });

    it('keeps an old listing editable: its own past date is accepted, a newly typed one is not', async () => {
      const old = await createProperty(t.app.ctx.db, { title: 'Long Listed Flat', availableFrom: addDays(today, -500) });
      const same = await update(old.id, { available_from: addDays(today, -500), accessibility: 'elevator' });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data.accessibility).toEqual(['elevator']);
      const changed = await update(old.id, { available_from: addDays(today, -499) });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors.available_from).toBe(AVAILABLE_FROM_PAST_MESSAGE);
      const cleared = await update(old.id, { lease_terms: '', accessibility: '' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data).toMatchObject({ lease_terms: [], accessibility: [], available_from: addDays(today, -500) });
    });

    it('answers 401 without a session, 403 to a cross-site write and 404 for an unknown property', async () => {
      expect(await addRefusals(t, admin, { lease_terms: '12' })).toEqual([401, 403]);
      const missing = await update('00000000-0000-4000-8000-000000000000', { accessibility: 'elevator' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the public filters', () => {
    beforeAll(async () => {
      const db = t.app.ctx.db;
      await createProperty(db, { title: 'Free Now Flat', leaseTerms: ['12'], accessibility: ['elevator', 'step_free_entrance'] });
      await createProperty(db, {
        title: 'Free Soon Flat',
        availableFrom: addDays(today, 20),
        leaseTerms: ['6', '12', 'mtm'],
        accessibility: ['elevator'],
      });
      await createProperty(db, {
        title: 'Free Later House',
        availableFrom: addDays(today, 90),
        leaseTerms: ['24'],
        accessibility: ['step_free_entrance', 'roll_in_shower', 'grab_bars'],
      });
    });
    const ours = (names: string[]) => names.filter((n) => /^Free /.test(n));

    it('available_by keeps homes free by that day (no date means free now)', async () => {
      expect(ours(await titles(`available_by=${addDays(today, 30)}`))).toEqual(['Free Now Flat', 'Free Soon Flat']);
      expect(ours(await titles(`available_by=${today}`))).toEqual(['Free Now Flat']);
      expect(ours(await titles(`available_by=${addDays(today, 120)}`))).toEqual(['Free Later House', 'Free Now Flat', 'Free Soon Flat']);
    });

    it('lease_term keeps homes offering that term, in months or mtm', async () => {
      expect(ours(await titles('lease_term=12'))).toEqual(['Free Now Flat', 'Free Soon Flat']);
      expect(ours(await titles('lease_term=MTM'))).toEqual(['Free Soon Flat']);
      expect(ours(await titles('lease_term=24'))).toEqual(['Free Later House']);
    });

    it('accessibility keeps homes with every feature asked for', async () => {
      expect(ours(await titles('accessibility=elevator'))).toEqual(['Free Now Flat', 'Free Soon Flat']);
      expect(ours(await titles('accessibility=step_free_entrance,elevator'))).toEqual(['Free Now Flat']);
      expect(ours(await titles('accessibility=roll_in_shower'))).toEqual(['Free Later House']);
    });

    it('combines with the other filters and says each one in plain words', async () => {
      const data = await list(`available_by=${addDays(today, 30)}&lease_term=mtm&accessibility=elevator`);
      expect(ours(data.properties.map((p) => p.title))).toEqual(['Free Soon Flat']);
      expect(data.filters_applied).toMatchObject({ lease_term: 'Lease term: Month-to-month', accessibility: 'Elevator' });
      expect(data.filters_applied.available_by).toMatch(/^Move in by /);
    });

    it.each([
      ['available_by=2027-02-30'],
      ['available_by=tomorrow'],
      ['lease_term=0'],
      ['lease_term=999'],
      ['lease_term=weekly'],
      ['accessibility=moat,drawbridge'],
      [`accessibility=${'x'.repeat(5000)}`],
    ])('ignores a filter that is no date, term or feature (no filter, never a 400 or 500): %#', async (query) => {
      const data = await list(query);
      expect(ours(data.properties.map((p) => p.title).sort())).toEqual(['Free Later House', 'Free Now Flat', 'Free Soon Flat']);
      expect(Object.keys(data.filters_applied)).not.toContain(query.split('=')[0]);
    });

    it('keeps the known features of a list that also names unknown ones', async () => {
      expect(ours(await titles('accessibility=moat,roll_in_shower'))).toEqual(['Free Later House']);
    });
  });
});
