// Issue 20: a NUL byte in a text field gave 500 on 18 routes, and those failures logged the
// statement's parameters (applicants' names and e-mails) in clear. Now NUL is a 400 naming the
// field on every route (JSON, form, multipart, query, path), and a database error is logged by
// code and constraint only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { minimalApplicationBody, postApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';
import { asVisitor, freshIp, multipart } from '../../test/http';
import { serializeError } from '../../logger-errors';
import { CONTROL_MESSAGE, invalidFieldIn, invalidTextMessage, NUL_MESSAGE } from './text-guard';

// What the requests below submit: none of it may reach the log.
const NAME = 'Nadia Nulbyte';
const EMAIL = 'nadia.nulbyte@example.com';
const SECRET_TEXT = 'Please call after five, my code is 4417';

describe('NUL in a field (issue 20)', () => {
  const logs: string[] = [];
  const t = useTestContext(
    {},
    {
      logs,
      routes: (app) => {
        // A statement that fails with the values in PostgreSQL's message and in its parameters.
        app.get('/api/test/db-error', async () => {
          await t.app.ctx.db.execute(sql`select ${EMAIL}::int as n, ${NAME} as who`);
          return { success: true };
        });
        // Text the guard never saw (made by a handler) with a NUL in it.
        app.get('/api/test/nul-in-statement', async () => {
          await t.app.ctx.db.execute(sql`select ${`${NAME}\u0000`}::text as who`);
          return { success: true };
        });
      },
    },
  );
  const admin = useAdmin(t);

  const visitor = () => asVisitor(t);
  const refusal = (field: string) => ({ success: false, detail: NUL_MESSAGE, message: NUL_MESSAGE, errors: { [field]: NUL_MESSAGE } });

  it('is a 400 naming the field on the public contact form, the application, screening and admin forms', async () => {
    const contact = await visitor()({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress: freshIp(),
      payload: { full_name: `${NAME}\u0000`, email: EMAIL, phone: '(518) 555-0100', message: SECRET_TEXT },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual(refusal('full_name'));

    const property = await createProperty(t);
    const body = minimalApplicationBody(property.id, NAME, EMAIL);
    const application = await postApplication(t, {
      ...body,
      personal_information: { ...body.personal_information, email: `${EMAIL}\u0000` },
    });
    expect(application.statusCode).toBe(400);
    expect(application.json()).toEqual(refusal('personal_information.email'));

    const screening = await visitor()({
      method: 'POST',
      url: '/api/public/screening/responses',
      remoteAddress: freshIp(),
      payload: {
        full_name: NAME,
        email: EMAIL,
        phone: '(518) 555-0100',
        answers: [
          { question_id: 'q1', answer_text: 'yes' },
          { question_id: 'q2', answer_text: `${SECRET_TEXT}\u0000` },
        ],
      },
    });
    expect(screening.statusCode).toBe(400);
    expect(screening.json()).toEqual(refusal('answers.1.answer_text'));

    // An admin JSON form: the contact reply.
    const reply = await admin.inject({
      method: 'POST',
      url: `/api/admin/contacts/${crypto.randomUUID()}/reply`,
      payload: { message: `\u0000${SECRET_TEXT}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(refusal('message'));

    // An admin multipart form: a team member.
    const form = multipart({ name: `${NAME}\u0000`, position_name: 'Leasing agent', email: EMAIL });
    const member = await admin.inject({ method: 'POST', url: '/api/admin/team/add', ...form, headers: { ...form.headers } });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual(refusal('name'));

    // An HTML form post (urlencoded).
    const login = await visitor()({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(EMAIL)}%00&password=whatever-it-is`,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refusal('email'));
  });

  it('is a 400 in a query string or a path parameter, except the public property search, which reads it as a space', async () => {
    const team = await visitor()({ method: 'GET', url: '/api/public/team?search=nadia%00' });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toEqual(refusal('search'));
    const notices = await admin.inject({ method: 'GET', url: '/api/admin/notices?search=%00' });
    expect(notices.statusCode).toBe(400);
    const contact = await admin.inject({ method: 'GET', url: '/api/admin/contacts/abc%00def' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual(refusal('id'));

    const search = await visitor()({ method: 'GET', url: '/api/properties?keyword=a%00b&status=all' });
    expect(search.statusCode).toBe(200);
  });

  it('names a NUL in a key, and stops at the first one in a deep body', () => {
    expect(invalidFieldIn({ a: [{ b: 'ok' }, { ['c\u0000']: 1 }] })).toEqual({ field: 'a.1.c\\u0000', message: NUL_MESSAGE });
    expect(invalidFieldIn('top\u0000level')).toEqual({ field: 'body', message: NUL_MESSAGE });
    expect(invalidFieldIn({ a: 'ok', b: [1, true, null, 'fine'] })).toBeUndefined();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(invalidFieldIn(deep)?.field).toMatch(/^(0\.){99999}0$/);
  });

  it('refuses control characters and lone surrogates but keeps tabs, line breaks and every real character', () => {
    for (const bad of [
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'form\u000cfeed',
      'half \ud83d alone',
      'low \ude00 alone',
      '\udc00\ud800',
    ])
      expect(invalidTextMessage(bad), JSON.stringify(bad)).toBe(CONTROL_MESSAGE);
    for (const good of ['two\nlines\r\nand\ta tab', 'Zoë, 東京, emoji 😀 ok', '€ £ ¥ — “quotes”', ''])
      expect(invalidTextMessage(good), JSON.stringify(good)).toBeUndefined();
  });

  it('answers a control character or a lone surrogate with 400 naming the field, in JSON, query and multipart', async () => {
    const control = { success: false, detail: CONTROL_MESSAGE, message: CONTROL_MESSAGE };
    const contact = await visitor()({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      // A raw JSON text: JSON.stringify would never write a lone surrogate escape by itself.
      payload: `{"full_name":"Nadia","email":"${EMAIL}","phone":"(518) 555-0100","message":"Hello \\ud83d there"}`,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({ ...control, errors: { message: CONTROL_MESSAGE } });

    const team = await visitor()({ method: 'GET', url: '/api/public/team?search=a%1Bb' });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toEqual({ ...control, errors: { search: CONTROL_MESSAGE } });

    const form = multipart({ name: 'Nadia\u0007', position_name: 'Leasing agent', email: EMAIL });
    const member = await admin.inject({ method: 'POST', url: '/api/admin/team/add', ...form, headers: { ...form.headers } });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual({ ...control, errors: { name: CONTROL_MESSAGE } });
  });

  it('a database error that still happens is a 500 logged by code only: no values, parameters or statement', async () => {
    const from = logs.length;
    const res = await visitor()({ method: 'GET', url: '/api/test/db-error' });
    expect(res.statusCode).toBe(500);
    const line = logs
      .slice(from)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(line).toBeDefined();
    expect(line!.err).toMatchObject({ message: 'database statement failed', cause: { code: '22P02', message: 'database error 22P02' } });
    const text = JSON.stringify(line);
    for (const value of [EMAIL, NAME, 'select', '::int']) expect(text).not.toContain(value);
  });

  it('a NUL that reaches the database some other way is a 400, not a 500', async () => {
    const res = await visitor()({ method: 'GET', url: '/api/test/nul-in-statement' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, detail: NUL_MESSAGE, message: NUL_MESSAGE });
  });

  it('logs nothing that was submitted', () => {
    // Every request of this file, refused or failed, as the server logged it (query values too).
    const all = logs.join('\n');
    expect(all).toMatch(/"url":"\/api\/public\/team\?search=\[redacted\]"/);
    expect(all).toMatch(/"url":"\/api\/public\/contact"/);
    expect(all).toMatch(/"msg":"unhandled error"/);
    for (const value of [NAME, EMAIL, SECRET_TEXT, 'nadia', encodeURIComponent(EMAIL)]) expect(all).not.toContain(value);
  });
});

describe('the error serializer', () => {
  it('keeps what locates a PostgreSQL error and drops what quotes values', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: `SQL statement "insert ... ${NAME}"`,
      internalQuery: `insert into users values ('${EMAIL}')`,
      constraint: 'users_email_key',
      table: 'users',
      schema: 'public',
      routine: '_bt_check_unique',
    });
    const wrapped = Object.assign(
      new Error(`Failed query: insert into users (email, full_name) values ($1, $2)\nparams: ${EMAIL},${NAME}`),
      {
        query: 'insert into users (email, full_name) values ($1, $2)',
        params: [EMAIL, NAME],
        cause: pgError,
      },
    );
    const out = serializeError(wrapped) as Record<string, unknown>;
    expect(out).toMatchObject({
      message: 'database statement failed',
      cause: { code: '23505', constraint: 'users_email_key', table: 'users', schema: 'public', severity: 'ERROR' },
    });
    expect(String(out.stack)).toMatch(/^\s+at /);
    const text = JSON.stringify(out);
    for (const value of [EMAIL, NAME, 'insert', 'Failed query']) expect(text).not.toContain(value);
  });

  it('keeps the message, stack and known fields of other errors, and follows causes', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379', { cause: new TypeError('inner') }), {
      code: 'ECONNREFUSED',
      port: 6379,
      body: { email: EMAIL },
    });
    const out = serializeError(err) as Record<string, unknown>;
    expect(out).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:6379', code: 'ECONNREFUSED', port: 6379 });
    expect(out.cause).toMatchObject({ type: 'TypeError', message: 'inner' });
    expect(JSON.stringify(out)).not.toContain(EMAIL);
    expect(serializeError('plain')).toBe('plain');
  });
});
