import { beforeAll, describe, expect, it } from 'vitest';
import { TOUR_LIMITS, TOUR_MESSAGES } from '@rentfront/shared';

import { savePropertyTourSettings } from './settings';
import { createHome, openEveryDay } from './test-helpers';
import { useTestContext } from '../../test/app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** GET /api/tours/offer: which homes of the /tour chooser take a kind of tour (issue 21 item 3). */
describe('tours: which homes take tours', () => {
  const t = useTestContext();
  let open: string;
  let off: string;
  let rented: string;

  beforeAll(async () => {
    await openEveryDay(t, (s) => {
      s.types.video_call.enabled = false;
    });
    open = await createHome(t);
    off = await createHome(t);
    rented = await createHome(t, { status: 'rented' });
    await savePropertyTourSettings(t.db.db, off, { tours_enabled: false, weekly_hours: null, access_instructions: '' });
  });

  const offer = (query: string) => t.app.inject({ method: 'GET', url: `/api/tours/offer?${query}` });

  it('answers the asked homes that take the type, in the order asked, and no others', async () => {
    const res = await offer(`type=self_guided&ids=${[rented, off, UNKNOWN, open].join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ type: 'self_guided', type_offered: true, property_ids: [open] });
    const two = await offer(`type=with_agent&ids=${open},${open}`);
    expect(two.json().data.property_ids).toEqual([open, open]);
  });

  it('says when the kind of tour is not offered at all, with no homes', async () => {
    const res = await offer(`type=video_call&ids=${open}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ type: 'video_call', type_offered: false, property_ids: [] });
  });

  it('takes an empty list', async () => {
    const res = await offer('type=with_agent&ids=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ type: 'with_agent', type_offered: true, property_ids: [] });
  });

  it('refuses a bad type, a malformed id, a missing list, too many ids and an oversized list with 400', async () => {
    const cases: [string, string][] = [
      [`type=drive_by&ids=${open}`, TOUR_MESSAGES.typeInvalid],
      [`ids=${open}`, TOUR_MESSAGES.typeInvalid],
      ['type=self_guided&ids=1%20OR%201=1', TOUR_MESSAGES.propertyNotFound],
      [`type=self_guided&ids=${open},%00`, ''],
      ['type=self_guided', TOUR_MESSAGES.propertyRequired],
      [`type=self_guided&ids=${Array.from({ length: TOUR_LIMITS.offerIdsMax + 1 }, () => open).join(',')}`, TOUR_MESSAGES.offerIdsTooMany],
      [`type=self_guided&ids=${'a'.repeat(5000)}`, TOUR_MESSAGES.offerIdsTooMany],
    ];
    for (const [query, message] of cases) {
      const res = await offer(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      if (message) expect(res.json().message, query).toBe(message);
    }
  });
});
