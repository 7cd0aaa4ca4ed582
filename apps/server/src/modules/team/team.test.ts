import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, TEAM_PHOTO_MAX_BYTES, teamActivePercent } from '@rentfront/shared';
import { teamMembers } from '../../db/schema';
import { bigBytes, jpegImage, pdfFile, pngImage } from '../../test/fixtures';
import { asVisitor, multipart } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { fromOtherSite, withoutCsrfToken } from '../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Fields = Record<string, string | number | boolean | undefined>;
type Upload = { field: string; filename: string; contentType: string; bytes: Buffer };

describe('team', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let visitor: ReturnType<typeof asVisitor>;
  let n = 0;

  beforeAll(async () => {
    visitor = asVisitor(t);
  });

  const member = (overrides: Fields = {}): Fields => ({
    name: `Member ${++n}`,
    age: 34,
    email: `member${n}@example.com`,
    position_name: 'Leasing Agent',
    description: 'Helps renters find a home.',
    phone: '(518) 555-0123',
    ...overrides,
  });

  async function add(fields: Fields, files: Upload[] = []) {
    const body = multipart(fields, files);
    return admin.inject({ method: 'POST', url: '/api/admin/team/add', payload: body.payload, headers: body.headers });
  }

  async function addOk(fields: Fields, files: Upload[] = []) {
    const res = await add(fields, files);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; photo: string | null; [k: string]: unknown };
  }

  async function put(id: string, fields: Fields, files: Upload[] = []) {
    const body = multipart(fields, files);
    return admin.inject({ method: 'PUT', url: `/api/admin/team/${id}`, payload: body.payload, headers: body.headers });
  }

  const photoUpload = async (): Promise<Upload> => ({
    field: 'photo',
    filename: 'me.png',
    contentType: 'image/png',
    bytes: await pngImage(900, 1200),
  });

  function teamFilesOnDisk(): number {
    const dir = path.join(t.dataDir, 'uploads', 'team');
    if (!fs.existsSync(dir)) return 0;
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
  }

  describe('admin add', () => {
    it('adds a member with a photo stored as public WebP variants', async () => {
      const res = await add(member({ name: '  Alex Rivera ', email: 'Alex@Example.com', age: '41', is_active: 'true' }), [
        await photoUpload(),
      ]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe(TEAM_MESSAGES.created);
      expect(body.data).toMatchObject({
        name: 'Alex Rivera',
        age: 41,
        email: 'Alex@Example.com',
        position_name: 'Leasing Agent',
        description: 'Helps renters find a home.',
        phone: '(518) 555-0123',
        role: 'member',
        is_active: true,
      });
      expect(body.data.photo).toMatch(/^\/media\/team\/[0-9a-f-]{36}\/800\.webp$/);
      expect(body.data.photo_srcset).toContain('400.webp 400w');
      const img = await visitor({ method: 'GET', url: body.data.photo });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    });

    it('adds a member without a photo, from JSON too, with blank optional fields as null', async () => {
      const a = await addOk(member({ description: '', phone: '', is_active: 'false', role: 'admin' }));
      expect(a).toMatchObject({ photo: null, photo_srcset: null, description: null, phone: null, is_active: false, role: 'admin' });
      const json = await admin.inject({ method: 'POST', url: '/api/admin/team/add', payload: { ...member(), age: 29, is_active: true } });
      expect(json.statusCode).toBe(201);
      expect(json.json().data).toMatchObject({ age: 29, is_active: true });
    });

    it('requires name, age, email and position_name', async () => {
      for (const missing of ['name', 'age', 'email', 'position_name']) {
        for (const value of [undefined, '', '   ']) {
          const res = await add(member({ [missing]: value }));
          expect(res.statusCode, `${missing}=${String(value)}`).toBe(400);
          expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.required, errors: { [missing]: TEAM_MESSAGES.required } });
        }
      }
    });

    it('keeps age between 18 and 100', async () => {
      for (const age of ['17', '101', '-5', '30.5', 'old', '1e9']) {
        const res = await add(member({ age }));
        expect(res.statusCode, age).toBe(400);
        expect(res.json().errors).toEqual({ age: TEAM_MESSAGES.ageRange });
      }
      expect((await add(member({ age: '18' }))).statusCode).toBe(201);
      expect((await add(member({ age: 100 }))).statusCode).toBe(201);
    });

    it('checks the e-mail format, the phone rule and bounded lengths', async () => {
      const bad = await add(member({ email: 'nobody' }));
      expect(bad.json().errors).toEqual({ email: TEAM_MESSAGES.emailInvalid });
      const phone = await add(member({ phone: '0123 456' }));
      expect(phone.json().errors).toEqual({ phone: TEAM_MESSAGES.phoneInvalid });
      const long = await add(member({ description: 'd'.repeat(2001) }));
      expect(long.statusCode).toBe(400);
      const flag = await add(member({ is_active: 'sometimes' }));
      expect(flag.statusCode).toBe(400);
    });

    it('keeps e-mails unique whatever their case (409)', async () => {
      await addOk(member({ email: 'unique.person@example.com' }));
      const res = await add(member({ email: 'UNIQUE.Person@example.com' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: TEAM_MESSAGES.emailTaken, errors: { email: TEAM_MESSAGES.emailTaken } });
    });

    it('refuses photos that are not images (by content) with 415 and large ones with 413, storing nothing', async () => {
      const before = teamFilesOnDisk();
      const pdf = await add(member(), [{ field: 'photo', filename: 'me.png', contentType: 'image/png', bytes: pdfFile() }]);
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json()).toMatchObject({ message: TEAM_MESSAGES.photoNotImage, errors: { photo: TEAM_MESSAGES.photoNotImage } });
      // PNG magic bytes with garbage after them: passes the sniff, fails decoding.
      const broken = await add(member(), [{ field: 'photo', filename: 'x.png', contentType: 'image/png', bytes: bigBytes(2048) }]);
      expect(broken.statusCode).toBe(415);
      expect(broken.json().message).toBe(TEAM_MESSAGES.photoNotImage);
      const big = await add(member(), [
        { field: 'photo', filename: 'big.png', contentType: 'image/png', bytes: bigBytes(TEAM_PHOTO_MAX_BYTES + 1) },
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ message: TEAM_MESSAGES.photoTooLarge, errors: { photo: TEAM_MESSAGES.photoTooLarge } });
      expect(teamFilesOnDisk()).toBe(before);
    });

    it('does not store the photo when the e-mail is taken', async () => {
      await addOk(member({ email: 'taken@example.com' }));
      const before = teamFilesOnDisk();
      const res = await add(member({ email: 'taken@example.com' }), [await photoUpload()]);
      expect(res.statusCode).toBe(409);
      expect(teamFilesOnDisk()).toBe(before);
    });
  });

  describe('lists', () => {
    let ids: Record<string, string>;

    beforeAll(async () => {
      await t.app.ctx.db.delete(teamMembers);
      ids = {};
      for (const [key, fields] of Object.entries({
        ceo: { name: 'Morgan Lee', email: 'morgan@rentfront.example', position_name: 'Managing Director', age: 52 },
        agent1: { name: 'Jamie Cole', email: 'jamie@rentfront.example', position_name: 'Leasing Agent', age: 29 },
        agent2: { name: 'Priya Shah', email: 'priya@rentfront.example', position_name: 'Leasing Agent', age: 31 },
        tech: { name: 'Luis Romero', email: 'luis@mail.example', position_name: 'Maintenance Technician', age: 45 },
        away: { name: 'Kim Novak', email: 'kim@rentfront.example', position_name: 'Leasing Agent', age: 38, is_active: 'false' },
      })) {
        ids[key] = (await addOk(fields)).id;
      }
    });

    it('publicly lists active members only, newest first, with the public fields', async () => {
      const res = await visitor({ method: 'GET', url: '/api/public/team' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.team_members.map((m: { name: string }) => m.name)).toEqual(['Luis Romero', 'Priya Shah', 'Jamie Cole', 'Morgan Lee']);
      expect(data.pagination).toEqual({ total: 4, limit: 10, offset: 0, has_next: false, has_prev: false });
      expect(Object.keys(data.team_members[0]).sort()).toEqual(
        ['age', 'created_at', 'description', 'email', 'id', 'name', 'phone', 'photo', 'photo_srcset', 'position_name'].sort(),
      );
    });

    it('filters by position and searches name or e-mail, combined, case-insensitively', async () => {
      const names = async (url: string) =>
        (await visitor({ method: 'GET', url })).json().data.team_members.map((m: { name: string }) => m.name);
      expect(await names('/api/public/team?position=leasing%20agent')).toEqual(['Priya Shah', 'Jamie Cole']);
      expect(await names('/api/public/team?position=all')).toHaveLength(4);
      expect(await names('/api/public/team?search=MAIL.example')).toEqual(['Luis Romero']);
      expect(await names('/api/public/team?search=priya')).toEqual(['Priya Shah']);
      expect(await names('/api/public/team?search=rentfront&position=Managing%20Director')).toEqual(['Morgan Lee']);
      expect(await names('/api/public/team?search=_')).toEqual([]);
    });

    it('pages with limit and offset and refuses bad values', async () => {
      const res = await visitor({ method: 'GET', url: '/api/public/team?limit=2&offset=1' });
      expect(res.json().data.team_members.map((m: { name: string }) => m.name)).toEqual(['Priya Shah', 'Jamie Cole']);
      expect(res.json().data.pagination).toEqual({ total: 4, limit: 2, offset: 1, has_next: true, has_prev: true });
      for (const q of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
        expect((await visitor({ method: 'GET', url: `/api/public/team?${q}` })).statusCode, q).toBe(400);
      }
    });

    it('reads one active member publicly; inactive, unknown and malformed ids are 404', async () => {
      const res = await visitor({ method: 'GET', url: `/api/public/team/${ids.ceo}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Morgan Lee', position_name: 'Managing Director', age: 52 });
      expect(res.json().data).not.toHaveProperty('is_active');
      for (const id of [ids.away, UNKNOWN_ID, 'bogus', '7']) {
        const r = await visitor({ method: 'GET', url: `/api/public/team/${id}` });
        expect(r.statusCode, id).toBe(404);
        expect(r.json().message).toBe(TEAM_MESSAGES.notFound);
      }
    });

    it('lists every member for admins with stats over the whole team', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/team?limit=2' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.team_members.map((m: { name: string }) => m.name)).toEqual(['Kim Novak', 'Luis Romero']);
      expect(data.team_members[0]).toMatchObject({ is_active: false, role: 'member' });
      expect(data.pagination).toEqual({ total: 5, limit: 2, offset: 0, has_next: true, has_prev: false });
      expect(data.stats).toMatchObject({
        total: 5,
        active: 4,
        inactive: 1,
        admins: 0,
        added_this_month: 5,
        positions: { 'Leasing Agent': 3, 'Maintenance Technician': 1, 'Managing Director': 1 },
      });
      expect(Object.keys(data.stats.positions)[0]).toBe('Leasing Agent');
      expect(data.stats.recent_members.map((m: { name: string }) => m.name)).toEqual([
        'Kim Novak',
        'Luis Romero',
        'Priya Shah',
        'Jamie Cole',
        'Morgan Lee',
      ]);
      const filtered = await admin.inject({ method: 'GET', url: '/api/admin/team?position=Leasing%20Agent&search=kim' });
      expect(filtered.json().data.team_members.map((m: { name: string }) => m.name)).toEqual(['Kim Novak']);
      expect(filtered.json().data.stats.total).toBe(5);
      const one = await admin.inject({ method: 'GET', url: `/api/admin/team/${ids.away}` });
      expect(one.json().data).toMatchObject({ name: 'Kim Novak', is_active: false });
    });
  });

  describe('dashboard', () => {
    it('summarises the team: totals, top 3 positions with counts and the 3 newest members', async () => {
      await t.app.ctx.db.delete(teamMembers);
      for (const [position, count] of [
        ['Leasing Agent', 3],
        ['Maintenance Technician', 2],
        ['Accountant', 1],
        ['Director', 1],
      ] as const) {
        for (let i = 0; i < count; i++) await addOk(member({ position_name: position }));
      }
      await addOk(member({ position_name: 'Director', is_active: 'false', name: 'Newest Person' }));
      const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
      expect(res.statusCode).toBe(200);
      const team = res.json().data.sections.team;
      expect(team).toMatchObject({
        total: 8,
        active: 7,
        position_count: 4,
        top_positions: [
          { name: 'Leasing Agent', count: 3 },
          { name: 'Director', count: 2 },
          { name: 'Maintenance Technician', count: 2 },
        ],
      });
      expect(team.recent_members).toHaveLength(3);
      expect(team.recent_members[0].name).toBe('Newest Person');
      expect(teamActivePercent(team)).toBe(88);
      expect(teamActivePercent({ total: 0, active: 0 })).toBeNull();
    });
  });

  describe('admin update and delete', () => {
    it('updates only the sent fields and validates them', async () => {
      const created = await addOk(member({ name: 'Before Name', position_name: 'Assistant' }));
      const res = await put(created.id, { position_name: 'Senior Assistant', age: '40', is_active: 'false' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: TEAM_MESSAGES.updated,
        data: { name: 'Before Name', position_name: 'Senior Assistant', age: 40, is_active: false },
      });
      const cleared = await put(created.id, { description: '' });
      expect(cleared.json().data.description).toBeNull();
      const blank = await put(created.id, { name: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual({ name: TEAM_MESSAGES.required });
      const young = await put(created.id, { age: '12' });
      expect(young.json().errors).toEqual({ age: TEAM_MESSAGES.ageRange });
      const json = await admin.inject({ method: 'PUT', url: `/api/admin/team/${created.id}`, payload: { is_active: true } });
      expect(json.json().data.is_active).toBe(true);
    });

    it('refuses an e-mail another member has, but allows keeping your own', async () => {
      const a = await addOk(member({ email: 'first.owner@example.com' }));
      const b = await addOk(member());
      const clash = await put(b.id, { email: 'FIRST.owner@example.com' });
      expect(clash.statusCode).toBe(409);
      const same = await put(a.id, { email: 'First.Owner@example.com', name: 'Renamed' });
      expect(same.statusCode).toBe(200);
      expect(same.json().data.email).toBe('First.Owner@example.com');
    });

    it('replaces the photo (deleting the old variants) and removes it with remove_photo', async () => {
      const created = await addOk(member(), [await photoUpload()]);
      const oldUrl = created.photo!;
      const res = await put(created.id, {}, [
        { field: 'photo', filename: 'new.jpg', contentType: 'image/jpeg', bytes: await jpegImage(500, 500) },
      ]);
      expect(res.statusCode).toBe(200);
      const newUrl = res.json().data.photo;
      expect(newUrl).not.toBe(oldUrl);
      expect((await visitor({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
      expect((await visitor({ method: 'GET', url: newUrl })).statusCode).toBe(200);

      const refused = await put(created.id, {}, [{ field: 'photo', filename: 'x.png', contentType: 'image/png', bytes: pdfFile() }]);
      expect(refused.statusCode).toBe(415);
      expect((await visitor({ method: 'GET', url: newUrl })).statusCode).toBe(200);

      const removed = await put(created.id, { remove_photo: 'true' });
      expect(removed.json().data).toMatchObject({ photo: null, photo_srcset: null });
      expect((await visitor({ method: 'GET', url: newUrl })).statusCode).toBe(404);
    });

    it('deletes a member and their photo', async () => {
      const created = await addOk(member(), [await photoUpload()]);
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/team/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: TEAM_MESSAGES.deleted });
      expect((await visitor({ method: 'GET', url: created.photo! })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/team/${created.id}` })).statusCode).toBe(404);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'abc', '99']) {
        expect((await admin.inject({ method: 'GET', url: `/api/admin/team/${id}` })).statusCode).toBe(404);
        expect((await put(id, { name: 'Nobody' })).statusCode).toBe(404);
        expect((await admin.inject({ method: 'DELETE', url: `/api/admin/team/${id}` })).statusCode).toBe(404);
      }
    });
  });

  describe('access', () => {
    it('answers 401 without a session', async () => {
      const created = await addOk(member());
      for (const [method, url] of [
        ['GET', '/api/admin/team'],
        ['POST', '/api/admin/team/add'],
        ['GET', `/api/admin/team/${created.id}`],
        ['PUT', `/api/admin/team/${created.id}`],
        ['DELETE', `/api/admin/team/${created.id}`],
      ] as const) {
        const res = await visitor({ method, url, payload: method === 'GET' ? undefined : member() });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 to cross-site writes and writes without the CSRF token', async () => {
      const created = await addOk(member({ name: 'Stays Put' }));
      const crossSite = await fromOtherSite(admin, { method: 'DELETE', url: `/api/admin/team/${created.id}` });
      expect(crossSite.statusCode).toBe(403);
      const noToken = await withoutCsrfToken(t, admin, {
        method: 'PUT',
        url: `/api/admin/team/${created.id}`,
        payload: { name: 'Changed' },
      });
      expect(noToken.statusCode).toBe(403);
      const still = await admin.inject({ method: 'GET', url: `/api/admin/team/${created.id}` });
      expect(still.json().data.name).toBe('Stays Put');
    });
  });
});
