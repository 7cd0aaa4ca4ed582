// Issue 35, item 1: a listing's fees as data, the total monthly cost and the move-in total,
// through the admin form (multipart), the public API, its filter and sorts, and the listing rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { FEE_MESSAGES, type EnteredFee } from '@rentfront/shared/property-fees';
import { createProperty } from '../../test/factories/property';
import { multipart } from '../../test/http';
import { useAdmin, useStaff, useTestContext } from '../../test/app';
import { addRefusals, validPropertyFields } from './test-properties';

type Fields = Record<string, string | number | boolean | undefined>;
type Fee = {
  name: string;
  amount: number | null;
  frequency: string;
  required: boolean;
  refundable: boolean;
  note: string | null;
  kind: string;
};
type Listed = { id: string; title: string; price: number; total_monthly_cost: number; move_in_total: number; fees: Fee[] };

const FEES: EnteredFee[] = [
  { name: 'Trash and recycling', amount: 25, frequency: 'monthly', required: true, refundable: false, note: 'Billed with the rent' },
  { name: 'Amenity fee', amount: 45.5, frequency: 'monthly', required: true, refundable: false, note: null },
  { name: 'Parking space', amount: 75, frequency: 'monthly', required: false, refundable: false, note: 'If you want one' },
  { name: 'Admin fee', amount: 150, frequency: 'one_time', required: true, refundable: false, note: null },
  { name: 'Key replacement', amount: 40, frequency: 'per_occurrence', required: false, refundable: false, note: null },
];

describe('fees and the total monthly cost', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const add = (fields: Fields) =>
    admin.inject({ method: 'POST', url: '/api/admin/properties/add', ...multipart(validPropertyFields(fields)) });
  const update = (id: string, fields: Fields) => admin.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, ...multipart(fields) });
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?limit=50&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { properties: Listed[]; filters_applied: Record<string, string> };
  };

  describe('the admin form', () => {
    it('stores the fees; the API lists the deposit and application fee first and computes both totals in cents', async () => {
      const res = await add({ title: 'Fee Loft', price: 1299.99, deposit: 1300, application_fee: 50, fees: JSON.stringify(FEES) });
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json().data as Listed;
      expect(p.fees.map((f) => [f.name, f.kind])).toEqual([
        ['Security deposit', 'deposit'],
        ['Application fee', 'application_fee'],
        ['Trash and recycling', 'fee'],
        ['Amenity fee', 'fee'],
        ['Parking space', 'fee'],
        ['Admin fee', 'fee'],
        ['Key replacement', 'fee'],
      ]);
      expect(p.fees[0]).toMatchObject({ amount: 1300, frequency: 'one_time', required: true, refundable: true });
      expect(p.fees[3]).toMatchObject({ amount: 45.5, note: null, required: true, refundable: false });
      // 1,299.99 + 25 + 45.50 (the optional parking is not in it); the floats alone would give 1370.4899999999998.
      expect(p.total_monthly_cost).toBe(1370.49);
      // The first month in all, the deposit and the one-time admin fee; never the application fee.
      expect(p.move_in_total).toBe(1370.49 + 1300 + 150);

      const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${p.id}` });
      expect(detail.json().data).toMatchObject({ total_monthly_cost: 1370.49, move_in_total: 2820.49, fees: p.fees });
    });

    it('without fees the total is the rent, and a list read back from the API can be sent as it is', async () => {
      const res = await add({ title: 'Plain House', price: 1800, deposit: 900 });
      const p = res.json().data as Listed;
      expect(p).toMatchObject({ total_monthly_cost: 1800, move_in_total: 2700 });
      expect(p.fees).toEqual([expect.objectContaining({ kind: 'deposit', amount: 900 })]);
      const again = await update(p.id, { fees: JSON.stringify([...p.fees, FEES[0]]) });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.fees.map((f: Fee) => f.kind)).toEqual(['deposit', 'fee']);
      expect(again.json().data.total_monthly_cost).toBe(1825);
    });

    it('keeps the total in step when only the rent changes, and empties the fees on a blank field', async () => {
      const p = (await add({ title: 'Rent Change Flat', price: 1000, fees: JSON.stringify([FEES[0]]) })).json().data as Listed;
      const raised = await update(p.id, { price: 1100 });
      expect(raised.json().data.total_monthly_cost).toBe(1125);
      const cleared = await update(p.id, { fees: '' });
      expect(cleared.json().data).toMatchObject({ fees: [], total_monthly_cost: 1100 });
    });

    it.each([
      ['not JSON', '{name: trash}', FEE_MESSAGES.notJson],
      ['an object', '{"name":"Trash"}', FEE_MESSAGES.notJson],
      ['no name', '[{"amount": 10, "frequency": "monthly"}]', FEE_MESSAGES.name(1)],
      ['a blank name', '[{"name": "  ", "amount": 10, "frequency": "monthly"}]', FEE_MESSAGES.name(1)],
      ['a long name', JSON.stringify([{ name: 'x'.repeat(81), amount: 1, frequency: 'monthly' }]), FEE_MESSAGES.nameTooLong(1)],
      ['a negative amount', '[{"name": "Trash", "amount": -5, "frequency": "monthly"}]', FEE_MESSAGES.amount(1)],
      ['an absurd amount', '[{"name": "Trash", "amount": 1e12, "frequency": "monthly"}]', FEE_MESSAGES.amount(1)],
      ['a fraction of a cent', '[{"name": "Trash", "amount": 10.005, "frequency": "monthly"}]', FEE_MESSAGES.amount(1)],
      ['an amount as words', '[{"name": "Trash", "amount": "ten", "frequency": "monthly"}]', FEE_MESSAGES.amount(1)],
      ['no frequency', '[{"name": "Trash", "amount": 10}]', FEE_MESSAGES.frequency(1)],
      ['an unknown frequency', '[{"name": "Trash", "amount": 10, "frequency": "weekly"}]', FEE_MESSAGES.frequency(1)],
      ['a bad flag', '[{"name": "Trash", "amount": 10, "frequency": "monthly", "required": "maybe"}]', FEE_MESSAGES.flag(1, 'required')],
      ['a long note', JSON.stringify([{ name: 'T', amount: 1, frequency: 'monthly', note: 'n'.repeat(301) }]), FEE_MESSAGES.noteTooLong(1)],
      ['the second fee bad', JSON.stringify([FEES[0], { name: 'B', amount: 1, frequency: 'yearly' }]), FEE_MESSAGES.frequency(2)],
      [
        'too many',
        JSON.stringify(Array.from({ length: 21 }, (_, i) => ({ name: `F${i}`, amount: 1, frequency: 'monthly' }))),
        FEE_MESSAGES.tooMany,
      ],
    ])('refuses fees with %s: 400 naming the field, nothing written', async (_case, fees, message) => {
      const res = await add({ title: `Refused fees ${_case}`, fees });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.fees).toBe(message);
      expect(res.body).not.toMatch(/stack|at \//);
      expect((await list('status=all&keyword=Refused%20fees')).properties).toEqual([]);
    });

    it('refuses to publish a listing with a required fee of unknown amount, naming the fee; on hold it may wait', async () => {
      const unknown = JSON.stringify([{ name: 'Water (varies)', amount: null, frequency: 'monthly', required: true }]);
      const refused = await add({ title: 'Unknown Fee Flat', fees: unknown });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fees).toBe(FEE_MESSAGES.unknownAmount('Water (varies)'));

      const held = await add({ title: 'Unknown Fee Flat', status: 'hold', fees: unknown });
      expect(held.statusCode, held.body).toBe(201);
      const id = held.json().data.id as string;
      expect(held.json().data.total_monthly_cost).toBe(1650);
      const publish = await update(id, { status: 'available' });
      expect(publish.statusCode).toBe(400);
      expect(publish.json().errors.fees).toContain('"Water (varies)"');
      const known = await update(id, { status: 'available', fees: JSON.stringify([{ name: 'Water', amount: 30, frequency: 'monthly' }]) });
      expect(known.statusCode, known.body).toBe(200);
      expect(known.json().data).toMatchObject({ status: 'available', total_monthly_cost: 1680 });
      // An optional fee may stay unknown.
      const optional = await update(id, {
        fees: JSON.stringify([{ name: 'Laundry', amount: '', frequency: 'per_occurrence', required: false }]),
      });
      expect(optional.statusCode, optional.body).toBe(200);
      expect(optional.json().data.fees[0]).toMatchObject({ name: 'Laundry', amount: null, required: false });
    });

    it('answers 401 without a session and 403 to a cross-site write', async () => {
      expect(await addRefusals(t, admin, { fees: '[]' })).toEqual([401, 403]);
    });
  });

  describe('the public search', () => {
    let tag: string;
    beforeAll(async () => {
      tag = `feesearch${Date.now()}`;
      const base = { city: 'Feeville', description: `A home ${tag}` };
      await createProperty(t.app.ctx.db, {
        ...base,
        title: 'Cheap rent, big fees',
        price: 1000,
        fees: [{ ...FEES[0], amount: 600, note: null }],
      });
      await createProperty(t.app.ctx.db, { ...base, title: 'Middle rent, no fees', price: 1400 });
      await createProperty(t.app.ctx.db, {
        ...base,
        title: 'Higher rent, small fee',
        price: 1450,
        fees: [{ name: 'Trash', amount: 10, frequency: 'monthly', required: true, refundable: false, note: null }],
      });
      await createProperty(t.app.ctx.db, {
        ...base,
        title: 'Optional extras only',
        price: 1420,
        fees: [{ name: 'Parking', amount: 500, frequency: 'monthly', required: false, refundable: false, note: null }],
      });
    });
    const titles = async (query: string) => (await list(`keyword=${tag}&${query}`)).properties.map((p) => p.title);

    it('max_total keeps homes whose rent and required monthly fees fit, unlike max_price', async () => {
      expect((await titles('max_price=1420')).sort()).toEqual(['Cheap rent, big fees', 'Middle rent, no fees', 'Optional extras only']);
      expect((await titles('max_total=1420')).sort()).toEqual(['Middle rent, no fees', 'Optional extras only']);
      const data = await list(`keyword=${tag}&max_total=1420`);
      expect(data.filters_applied.max_total).toBe('Up to $1,420 a month in all');
    });

    it('sorts by the total monthly cost both ways, and says so', async () => {
      expect(await titles('sort=total_asc')).toEqual([
        'Middle rent, no fees',
        'Optional extras only',
        'Higher rent, small fee',
        'Cheap rent, big fees',
      ]);
      expect(await titles('sort=total_desc')).toEqual([
        'Cheap rent, big fees',
        'Higher rent, small fee',
        'Optional extras only',
        'Middle rent, no fees',
      ]);
      expect(await titles('sort=price_asc')).toEqual([
        'Cheap rent, big fees',
        'Middle rent, no fees',
        'Optional extras only',
        'Higher rent, small fee',
      ]);
      expect((await list(`keyword=${tag}&sort=total_asc`)).filters_applied.sort).toBe('Total monthly cost: low to high');
    });

    it('ignores a max_total that is no amount (the filter is cleared, never a 400 or 500)', async () => {
      for (const bad of ['abc', '-5', '1e99', '']) {
        const data = await list(`keyword=${tag}&max_total=${encodeURIComponent(bad)}`);
        expect(data.properties).toHaveLength(4);
        expect(data.filters_applied.max_total).toBeUndefined();
      }
    });

    it('refuses an unknown sort with the list 400, as before', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/properties?sort=cheapest' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('the listing rule in Settings', () => {
    const manager = useStaff(t, 'manager');
    const agent = useStaff(t, 'agent');

    it('is on by default, and the public site settings carry it', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/settings/listings' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ advertise_total_price: true });
      const site = await t.app.inject({ method: 'GET', url: '/api/public/site' });
      expect(site.json().data.advertise_total_price).toBe(true);
    });

    it('the owner turns it off and on; the public answer follows at once', async () => {
      const off = await admin.inject({
        method: 'PUT',
        url: '/api/admin/settings/listings',
        payload: { advertise_total_price: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ message: 'Listing settings saved', data: { advertise_total_price: false } });
      expect((await t.app.inject({ method: 'GET', url: '/api/public/site' })).json().data.advertise_total_price).toBe(false);
      await admin.inject({ method: 'PUT', url: '/api/admin/settings/listings', payload: { advertise_total_price: true } });
      expect((await t.app.inject({ method: 'GET', url: '/api/public/site' })).json().data.advertise_total_price).toBe(true);
    });

    it('refuses a value that is not true or false, without a session, and to staff without the permission', async () => {
      const bad = await admin.inject({
        method: 'PUT',
        url: '/api/admin/settings/listings',
        payload: { advertise_total_price: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('advertise_total_price must be true or false');
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/listings' })).statusCode).toBe(401);
      const agentPut = await agent.inject({
        method: 'PUT',
        url: '/api/admin/settings/listings',
        payload: { advertise_total_price: false },
      });
      expect(agentPut.statusCode).toBe(403);
      expect((await manager.inject({ method: 'GET', url: '/api/admin/settings/listings' })).statusCode).toBe(200);
    });
  });
});
