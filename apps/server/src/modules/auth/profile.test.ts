import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { bigBytes, jpegImage, pngImage } from '../../test/fixtures';
import { loginAsAdmin, multipart, type Agent } from '../../test/http';
import { useTestContext } from '../../test/app';

/** Every file under DATA_DIR/uploads/profile (to prove a refused upload stored nothing). */
function storedProfileFiles(t: TestContext): string[] {
  const root = path.join(t.dataDir, 'uploads', 'profile');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

function putProfile(agent: Agent, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const form = multipart(fields, files);
  return agent.inject({ method: 'PUT', url: '/api/user/profile', headers: form.headers, payload: form.payload });
}

describe('profile', () => {
  let agent: Agent;
  const t = useTestContext(
    {},
    {
      routes: (app) => {
        // Stands in for the admin routes other modules add: the guard must cover it by path alone.
        app.get('/api/admin/guard-probe', async () => ({ success: true, data: 'admin only' }));
        app.post('/api/admin/guard-probe', async () => ({ success: true, data: 'admin only' }));
      },
    },
  );
  beforeAll(async () => {
    agent = await loginAsAdmin(t, 'profile-owner@example.com');
  });

  it('GET returns {success, user} with the spec fields', async () => {
    const res = await agent.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: {
        id: agent.userId,
        full_name: 'Test Admin',
        email: 'profile-owner@example.com',
        phone: null,
        role: 'owner',
        is_verified: true,
        profile_photo: null,
      },
    });
  });

  it('PUT changes name and phone, ignores a new e-mail, and answers {success, user, message}', async () => {
    const res = await putProfile(agent, { full_name: '  Pat Admin ', phone: '(518) 555-0100', email: 'hijack@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      user: { full_name: 'Pat Admin', phone: '(518) 555-0100', email: 'profile-owner@example.com' },
    });
    const again = await agent.inject({ method: 'GET', url: '/api/user/profile' });
    expect(again.json().user).toMatchObject({ full_name: 'Pat Admin', email: 'profile-owner@example.com' });
  });

  it('PUT with only some fields leaves the others alone; an empty phone clears it', async () => {
    const onlyPhone = await putProfile(agent, { phone: '' });
    expect(onlyPhone.statusCode).toBe(200);
    expect(onlyPhone.json().user).toMatchObject({ full_name: 'Pat Admin', phone: null });
  });

  it('PUT rejects an over-long name with 400 and errors.full_name', async () => {
    const res = await putProfile(agent, { full_name: 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { full_name: expect.any(String) } });
  });

  it('PUT with a photo stores WebP variants served from /media with an immutable cache', async () => {
    const res = await putProfile(agent, {}, [
      { field: 'profile_photo', filename: 'me.png', contentType: 'image/png', bytes: await pngImage(1200, 900) },
    ]);
    expect(res.statusCode).toBe(200);
    const url = res.json().user.profile_photo as string;
    expect(url).toMatch(/^\/media\/profile\/[0-9a-f-]{36}\/800\.webp$/);
    expect(storedProfileFiles(t).sort()).toEqual(['1600.webp', '400.webp', '800.webp']);

    const media = await t.app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(media.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);

    // A new photo replaces the old one; the old variants are deleted.
    const second = await putProfile(agent, {}, [
      { field: 'profile_photo', filename: 'me.jpg', contentType: 'image/jpeg', bytes: await jpegImage(300, 300) },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.profile_photo).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(storedProfileFiles(t)).toHaveLength(3);
  });

  it('a 6 MB photo is refused with 413 and the spec message, nothing stored, nothing changed', async () => {
    const before = storedProfileFiles(t).length;
    const res = await putProfile(agent, { full_name: 'Changed Name' }, [
      { field: 'profile_photo', filename: 'huge.png', contentType: 'image/png', bytes: bigBytes(6 * 1024 * 1024) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      detail: 'Profile photo must be less than 5MB',
      errors: { profile_photo: 'Profile photo must be less than 5MB' },
    });
    expect(storedProfileFiles(t)).toHaveLength(before);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, agent.userId));
    expect(row.fullName).toBe('Pat Admin');
  });

  it('a text file named .png is refused with 415 and the spec message, nothing stored', async () => {
    const before = storedProfileFiles(t).length;
    const res = await putProfile(agent, {}, [
      {
        field: 'profile_photo',
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: Buffer.from('just some text, not an image\n'.repeat(20)),
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      detail: 'Please select a valid image file',
      errors: { profile_photo: 'Please select a valid image file' },
    });
    expect(storedProfileFiles(t)).toHaveLength(before);
  });

  it('a file that looks like a PNG but cannot be decoded is 415, not 500, nothing stored', async () => {
    const before = storedProfileFiles(t).length;
    const png = await pngImage(400, 400);
    const res = await putProfile(agent, {}, [
      { field: 'profile_photo', filename: 'broken.png', contentType: 'image/png', bytes: png.subarray(0, 60) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Please select a valid image file');
    expect(storedProfileFiles(t)).toHaveLength(before);
  });

  it('a PDF is not accepted as a photo', async () => {
    const res = await putProfile(agent, {}, [
      {
        field: 'profile_photo',
        filename: 'doc.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'),
      },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('PUT that is not multipart is refused with a 4xx, not 500', async () => {
    const res = await agent.inject({ method: 'PUT', url: '/api/user/profile', payload: { full_name: 'Json Name' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('admin guard', () => {
  const t = useTestContext(
    {},
    {
      routes: (app) => {
        app.get('/api/admin/guard-probe', async () => ({ success: true, data: 'admin only' }));
        app.post('/api/admin/guard-probe', async () => ({ success: true, data: 'admin only' }));
      },
    },
  );

  const paths = ['/api/user/profile', '/api/admin/guard-probe'];

  it('401 without a session', async () => {
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, detail: 'Authentication required', message: 'Authentication required' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/admin/guard-probe', headers: { origin: TEST_ORIGIN } });
    expect(post.statusCode).toBe(401);
    const unknownCookie = await t.app.inject({ method: 'GET', url: '/api/admin/guard-probe', headers: { cookie: 'sid=not-a-session' } });
    expect(unknownCookie.statusCode).toBe(401);
  });

  it('403 for a signed-in user who is not verified, or whose role may not call the route', async () => {
    const unverified = await loginAsAdmin(t);
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.userId));
    for (const url of paths) {
      const res = await unverified.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, detail: 'Admin access required' });
    }
    expect((await unverified.inject({ method: 'POST', url: '/api/admin/guard-probe' })).statusCode).toBe(403);
    // A route missing from the permission map is owner-only (ADR 0022); an agent's own profile is not.
    const agent = await loginAsAdmin(t);
    await t.db.db.update(users).set({ role: 'agent' }).where(eq(users.id, agent.userId));
    for (const method of ['GET', 'POST'] as const) {
      const res = await agent.inject({ method, url: '/api/admin/guard-probe' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, detail: 'Your role does not allow this action' });
    }
    expect((await agent.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(200);
  });

  it('lets a verified admin through', async () => {
    const agent = await loginAsAdmin(t);
    for (const url of paths) expect((await agent.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await agent.inject({ method: 'POST', url: '/api/admin/guard-probe' })).statusCode).toBe(200);
  });

  it('cannot be dodged with a trailing slash, percent-encoding, a query string or HEAD', async () => {
    const notAdmin = await loginAsAdmin(t);
    await t.db.db.update(users).set({ isVerified: false }).where(eq(users.id, notAdmin.userId));
    const urls = [
      '/api/user/profile/',
      '/api/user/profile?x=1',
      '/api/admin/guard-probe/',
      '/api/%61dmin/guard-probe',
      '/api/admin/%67uard-probe',
      '/api/user/%70rofile',
      '/api/admin/guard-probe?',
    ];
    for (const url of urls) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect([401, 404], url).toContain(anonymous.statusCode);
      const forbidden = await notAdmin.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(forbidden.statusCode);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/admin/guard-probe' });
    expect(head.statusCode).toBe(401);
  });

  it('an unsafe admin call from another origin is 403 before anything else', async () => {
    const agent = await loginAsAdmin(t);
    const res = await agent.inject({ method: 'POST', url: '/api/admin/guard-probe', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/guard-probe', headers: { origin: 'https://evil.example' } });
    expect(anonymous.statusCode).toBe(403);
    expect(await t.db.db.select().from(sessions).where(eq(sessions.userId, agent.userId))).toHaveLength(1);
  });
});
