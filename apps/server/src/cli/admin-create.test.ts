import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../test/context';
import { parseAdminCreateArgs, runAdminCreate } from './admin-create-command';
import { useTestContext } from '../test/app';

describe('npm run admin:create', () => {
  const t = useTestContext();

  async function run(argv: string[]) {
    const lines: string[] = [];
    const args = parseAdminCreateArgs(argv);
    if (!args) return { code: 'usage' as const, lines };
    const code = await runAdminCreate(t.app.ctx, args, (line) => lines.push(line));
    return { code, lines };
  }

  it('needs --email', async () => {
    expect((await run([])).code).toBe('usage');
    expect((await run(['--password', 'x'])).code).toBe('usage');
    expect((await run(['--email'])).code).toBe('usage');
    expect((await run(['--email', 'a@example.com', '--bogus'])).code).toBe('usage');
  });

  it('with --password creates an admin that can sign in', async () => {
    const { code, lines } = await run(['--email', 'cli@example.com', '--password', 'a-long-cli-password', '--name', 'Cli Admin']);
    expect(code).toBe(0);
    expect(lines).toEqual(['Admin cli@example.com created.']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'cli@example.com', password: 'a-long-cli-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ full_name: 'Cli Admin', role: 'owner', is_verified: true });
  });

  it('without --password prints a one-time link and has mailed it', async () => {
    const { code, lines } = await run(['--email', 'linkonly@example.com']);
    expect(code).toBe(0);
    expect(lines[1]).toMatch(
      /^Set the password with this one-time link \(24 h\): http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}$/,
    );
    const link = lines[1].split(': ')[1];
    expect(t.mail.to('linkonly@example.com')[0].text).toContain(link);
  });

  it('with --unverified e-mails a verification link; sign-in works only once it is used', async () => {
    const { code, lines } = await run(['--email', 'invitee@example.com', '--password', 'an-invitee-password', '--unverified']);
    expect(code).toBe(0);
    expect(lines[1]).toBe('A verification link was e-mailed to invitee@example.com; the account can sign in once it is confirmed.');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'invitee@example.com', password: 'an-invitee-password' },
      });
    expect((await login()).statusCode).toBe(401);
    await t.flushMail();
    const link = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(t.mail.to('invitee@example.com')[0].text);
    expect(link).not.toBeNull();
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${link![1]}` });
    expect(verified.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses a duplicate (any case), a bad address and a weak password with exit code 1', async () => {
    for (const argv of [
      ['--email', 'CLI@Example.com'],
      ['--email', 'not-an-address'],
      ['--email', 'weak@example.com', '--password', 'short'],
      ['--email', 'weak@example.com', '--password', 'password123'],
    ]) {
      const { code, lines } = await run(argv);
      expect(code, argv.join(' ')).toBe(1);
      expect(lines).toHaveLength(1);
    }
    expect((await run(['--email', 'CLI@Example.com'])).lines[0]).toBe('A user with e-mail CLI@Example.com already exists');
  });

  it('--role creates a manager or an agent; an unknown role is refused with the usage', async () => {
    expect((await run(['--email', 'bad-role@example.com', '--role', 'admin'])).code).toBe('usage');
    expect((await run(['--email', 'bad-role@example.com', '--role', 'superuser'])).code).toBe('usage');
    const { code, lines } = await run(['--email', 'cli-agent@example.com', '--password', 'an-agent-password', '--role', 'agent']);
    expect(code).toBe(0);
    expect(lines).toEqual(['Agent cli-agent@example.com created.']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'cli-agent@example.com', password: 'an-agent-password' },
    });
    expect(res.json().user).toMatchObject({ role: 'agent' });
    expect((await run(['--email', 'cli-manager@example.com', '--password', 'a-manager-password', '--role', 'manager'])).lines).toEqual([
      'Manager cli-manager@example.com created.',
    ]);
  });
});
