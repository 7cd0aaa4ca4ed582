import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '@rentfront/shared';
import { notices } from '../../db/schema';
import { pdfFile } from '../../test/fixtures';
import { asVisitor } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createProperty } from '../../test/factories/property';
import { createResident, signInResident, type ResidentAgent } from '../../test/factories/resident';
import { noticeHelpers } from './test-helpers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Notices for one property's residents (issue 32 item 3, ADR 0038). */
describe('notices for one property', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const visitor = asVisitor(t);
  const { pdfUpload, create, putForm, createOk } = noticeHelpers(() => ({ t, admin }));

  let elm: { id: string; title: string };
  let oak: { id: string; title: string };
  let elmResident: ResidentAgent;
  let oakResident: ResidentAgent;
  let movedOut: ResidentAgent;

  beforeAll(async () => {
    elm = await createProperty(t, { title: 'Elm Street Duplex' });
    oak = await createProperty(t, { title: 'Oak Lane Cottage' });
    const [e, o, m] = await Promise.all([createResident(t), createResident(t), createResident(t)]);
    await createLease(t, { status: 'active', propertyId: elm.id, propertyTitle: elm.title }, { residents: [e] });
    await createLease(t, { status: 'active', propertyId: oak.id, propertyTitle: oak.title }, { residents: [o] });
    // Lived at Elm Street until the end of 2024.
    await createLease(
      t,
      { status: 'ended', propertyId: elm.id, startDate: '2024-01-01', endDate: '2024-12-31', endedAt: new Date('2025-01-01T12:00:00Z') },
      { residents: [m] },
    );
    [elmResident, oakResident, movedOut] = await Promise.all([signInResident(t, e), signInResident(t, o), signInResident(t, m)]);
  });

  const publicTitles = async () =>
    (await visitor({ method: 'GET', url: '/api/public/notices/active?limit=100' }))
      .json()
      .data.notices.map((n: { title: string }) => n.title);
  const portal = async (agent: ResidentAgent) =>
    (await agent.inject({ method: 'GET', url: '/api/resident/notices' })).json().data.notices as {
      id: string;
      title: string;
      file: string | null;
      property_title: string | null;
    }[];

  it('creates a notice for one property: named in the admin list, never on the public page', async () => {
    const notice = await createOk({ title: 'Elm Street water shut-off', property_id: elm.id, is_active: 'true' }, [pdfUpload()]);
    expect(notice).toMatchObject({ property_id: elm.id, property_title: 'Elm Street Duplex' });
    const everyone = await createOk({ title: 'Office closed on Friday', property_id: '' });
    expect(everyone).toMatchObject({ property_id: null, property_title: null });

    const list = (await admin.inject({ method: 'GET', url: '/api/admin/notices?limit=100' })).json().data;
    expect(list.notices.find((n: { id: string }) => n.id === notice.id)).toMatchObject({ property_title: 'Elm Street Duplex' });
    expect(await publicTitles()).toContain('Office closed on Friday');
    expect(await publicTitles()).not.toContain('Elm Street water shut-off');
    // Its file is not public either, though the admin still downloads it.
    const publicFile = await visitor({ method: 'GET', url: `/api/notices/${notice.id}/download` });
    expect(publicFile.statusCode).toBe(404);
    expect(publicFile.json().message).toBe(NOTICE_MESSAGES.notFound);
    expect((await admin.inject({ method: 'GET', url: `/api/admin/notices/${notice.id}/download` })).statusCode).toBe(200);
  });

  it('shows it to that property’s residents only, and its file downloads from the portal', async () => {
    const elmNotices = await portal(elmResident);
    const water = elmNotices.find((n) => n.title === 'Elm Street water shut-off');
    expect(water).toMatchObject({ property_title: 'Elm Street Duplex', file: `/api/resident/notices/${water?.id}/download` });
    expect(elmNotices.find((n) => n.title === 'Office closed on Friday')).toMatchObject({ property_title: null, file: null });

    const file = await elmResident.inject({ method: 'GET', url: water!.file! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(pdfFile())).toBe(true);

    // The Oak Lane resident reads the office's notice, not Elm Street's, and cannot fetch its file.
    expect((await portal(oakResident)).map((n) => n.title)).toEqual(['Office closed on Friday']);
    const other = await oakResident.inject({ method: 'GET', url: water!.file! });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(NOTICE_MESSAGES.notFound);
    // Nor does someone who moved out of Elm Street before it was published, or a visitor.
    expect((await portal(movedOut)).map((n) => n.title)).toEqual([]);
    expect((await movedOut.inject({ method: 'GET', url: water!.file! })).statusCode).toBe(404);
    expect((await visitor({ method: 'GET', url: water!.file! })).statusCode).toBe(401);
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await elmResident.inject({ method: 'GET', url: `/api/resident/notices/${id}/download` })).statusCode).toBe(404);
    }
  });

  it('keeps a property’s past notices for those who lived there then', async () => {
    await t.app.ctx.db.insert(notices).values([
      { title: 'Elm Street roof work (2024)', propertyId: elm.id, createdAt: new Date('2024-05-01T10:00:00Z') },
      { title: 'Oak Lane gutters (2024)', propertyId: oak.id, createdAt: new Date('2024-05-02T10:00:00Z') },
    ]);
    expect((await portal(movedOut)).map((n) => n.title)).toEqual(['Elm Street roof work (2024)']);
    expect((await portal(elmResident)).map((n) => n.title)).toContain('Elm Street roof work (2024)');
    expect((await portal(elmResident)).map((n) => n.title)).not.toContain('Oak Lane gutters (2024)');
  });

  it('moves a notice to everyone or another property, keeping what is not sent', async () => {
    const notice = await createOk({ title: 'Pest control visit', property_id: oak.id });
    const url = `/api/admin/notices/${notice.id}`;
    const retitled = await putForm(url, { title: 'Pest control visit (Tuesday)' });
    expect(retitled.json().data).toMatchObject({ property_id: oak.id, property_title: 'Oak Lane Cottage' });
    expect((await portal(elmResident)).map((n) => n.title)).not.toContain('Pest control visit (Tuesday)');

    const toElm = await putForm(url, { property_id: elm.id });
    expect(toElm.json().data).toMatchObject({ property_id: elm.id, property_title: 'Elm Street Duplex' });
    expect((await portal(elmResident)).map((n) => n.title)).toContain('Pest control visit (Tuesday)');

    const toEveryone = await putForm(url, { property_id: '' });
    expect(toEveryone.json().data).toMatchObject({ property_id: null, property_title: null });
    expect(await publicTitles()).toContain('Pest control visit (Tuesday)');
  });

  it('refuses a property that is not one, naming the field, and stores nothing', async () => {
    const before = (await t.app.ctx.db.select().from(notices)).length;
    for (const property_id of [UNKNOWN_ID, 'not-an-id', 'x'.repeat(500)]) {
      const res = await create({ title: 'For nobody', property_id }, [pdfUpload()]);
      expect(res.statusCode, property_id).toBe(400);
      expect(res.json()).toMatchObject({
        message: NOTICE_MESSAGES.propertyNotFound,
        errors: { property_id: NOTICE_MESSAGES.propertyNotFound },
      });
    }
    expect((await t.app.ctx.db.select().from(notices)).length).toBe(before);
    const some = await createOk({ title: 'Stays for everyone' });
    const bad = await putForm(`/api/admin/notices/${some.id}`, { property_id: UNKNOWN_ID, title: 'Changed' });
    expect(bad.statusCode).toBe(400);
    const kept = (await admin.inject({ method: 'GET', url: `/api/admin/notices/${some.id}` })).json().data;
    expect(kept).toMatchObject({ title: 'Stays for everyone', property_id: null });
  });

  it('goes with its property when the property is deleted', async () => {
    const gone = await createProperty(t, { title: 'Soon Sold' });
    const notice = await createOk({ title: 'Final walk-through', property_id: gone.id });
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/properties/${gone.id}` })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: `/api/admin/notices/${notice.id}` })).statusCode).toBe(404);
  });
});
