// Checks of the deploy kit (Dockerfile, compose.yaml, deploy/Caddyfile) against the code they run:
// Docker is not available where the tests run, so what can be checked without it is checked here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { MIGRATIONS_DIR, SERVER_ROOT, WEB_DIST_DIR } from './paths';

import { JOB_ACTION_PATHS, jobLinkUrl } from './modules/contractors/job-links';
import { confirmUrl, unsubscribeUrl } from './modules/saved-searches/emails';
import { manageUrl, verifyUrl } from './modules/tours/emails';
import { resumeUrl } from './modules/applications/drafts';
import { statusPageUrl } from './modules/applications/status-link';
import { useTestContext } from './test/app';

const ROOT = path.resolve(SERVER_ROOT, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  secrets?: string[];
  healthcheck?: unknown;
  networks?: Record<string, { ipv4_address?: string } | null>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
  networks: { default: { ipam: { config: { subnet: string; ip_range: string }[] } } };
};
const caddyfile = read('deploy/Caddyfile');
const dockerfile = read('Dockerfile');

/** Compose's interpolation of `${VAR}`, `${VAR:?message}`, `${VAR:-default}` and `$$`, from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value
    .replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_all, name: string, op?: string, rest?: string) => {
      if (vars[name] !== undefined && vars[name] !== '') return vars[name];
      if (op === '?') throw new Error(`compose would stop: ${rest}`);
      return op === '-' ? (rest ?? '') : '';
    })
    .replaceAll('$$', '$');
}

/** The variable names .env.example documents (`# NAME=` or `NAME=` lines). */
function documentedVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
}

describe('compose.yaml', () => {
  const app1 = compose.services.app1;
  const app2 = compose.services.app2;

  it('has two app nodes with the same settings, PostgreSQL 16, Redis 7, MinIO with its setup step, and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'caddy', 'minio', 'minio-setup', 'postgres', 'redis']);
    expect(app2.environment).toEqual(app1.environment);
    expect(compose.services.postgres.image).toMatch(/^postgres:16/);
    expect(compose.services.redis.image).toMatch(/^redis:7/);
    expect(app1.depends_on?.['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
    expect(app2.depends_on?.app1).toEqual({ condition: 'service_healthy' });
    expect(app1.secrets).toEqual(['pii_key']);
    expect(compose.secrets.pii_key.file).toBe('./deploy/secrets/pii_key');
  });

  it('gives the app nodes a fleet configuration the server accepts (PostgreSQL, Redis, S3, PII_KEY_FILE)', () => {
    const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-compose-')), 'pii_key');
    fs.writeFileSync(keyFile, `${crypto.randomBytes(32).toString('hex')}\n`);
    const vars = {
      DOMAIN: 'rent.example.com',
      POSTGRES_PASSWORD: 'a1b2c3',
      S3_ACCESS_KEY_ID: 'app',
      S3_SECRET_ACCESS_KEY: 'secret12',
      SMTP_URL: 'smtp://mail.example.com:587',
    };
    const env = Object.fromEntries(Object.entries(app1.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));
    const config = loadConfig({ ...env, PII_KEY_FILE: keyFile });
    expect(config).toMatchObject({
      publicUrl: 'https://rent.example.com',
      secureCookies: true,
      // Caddy's fixed address on the compose network, and nothing else.
      trustProxy: [compose.services.caddy.networks?.default?.ipv4_address],
      databaseUrl: 'postgres://rentfront:a1b2c3@postgres:5432/rentfront',
      redisUrl: 'redis://redis:6379',
      storage: 's3',
      s3: { bucket: 'rentfront', endpoint: 'http://minio:9000', accessKeyId: 'app', secretAccessKey: 'secret12' },
    });
    fs.rmSync(path.dirname(keyFile), { recursive: true });
    // A misspelt name would be ignored silently by the server: every one must be a documented setting.
    const documented = documentedVariables();
    expect(Object.keys(env).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('stops with a message when a required value is missing from .env', () => {
    expect(() => interpolate(String(app1.environment?.DATABASE_URL), {})).toThrow('set POSTGRES_PASSWORD in .env');
  });

  it('refuses to start the nodes without SMTP_URL unless MAIL_TRANSPORT=log says e-mail links go to the log on purpose', () => {
    const vars = { DOMAIN: 'rent.example.com', POSTGRES_PASSWORD: 'p', S3_ACCESS_KEY_ID: 'app', S3_SECRET_ACCESS_KEY: 'secret12' };
    const envOf = (extra: Record<string, string>) =>
      Object.fromEntries(Object.entries(app1.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), { ...vars, ...extra })]));
    const key = { PII_KEY_FILE: '', PII_KEY: 'a'.repeat(64) };
    expect(() => loadConfig({ ...envOf({}), ...key })).toThrow(/^ {2}SMTP_URL: required with DATABASE_URL in production/m);
    expect(loadConfig({ ...envOf({ MAIL_TRANSPORT: 'log' }), ...key }).smtpUrl).toBeUndefined();
  });

  it('gives Caddy a fixed address on a network whose other containers cannot take it', () => {
    const caddyAddress = compose.services.caddy.networks?.default?.ipv4_address ?? '';
    const [pool] = compose.networks.default.ipam.config;
    const cidr = (text: string) => {
      const list = new net.BlockList();
      const [address, bits] = text.split('/');
      list.addSubnet(address, Number(bits));
      return list;
    };
    expect(cidr(pool.subnet).check(caddyAddress)).toBe(true);
    expect(cidr(pool.ip_range).check(caddyAddress)).toBe(false);
  });
});

describe('deploy/Caddyfile and the Dockerfile', () => {
  const t = useTestContext();
  // A whole app on a new database: slow on a busy two-core machine.
  beforeAll(async () => {}, 180_000);

  it('Caddy balances over the compose app nodes on the port the image listens on', () => {
    const upstreams = caddyfile
      .match(/reverse_proxy\s+([^{]+)\{/)?.[1]
      .trim()
      .split(/\s+/);
    expect(upstreams).toEqual(['app1:3000', 'app2:3000']);
    expect(dockerfile).toMatch(/^EXPOSE 3000$/m);
    expect(dockerfile).toMatch(/PORT=3000/);
  });

  it("Caddy's health check and the image's HEALTHCHECK ask paths the server answers with 200", async () => {
    const ready = caddyfile.match(/health_uri\s+(\S+)/)?.[1];
    const alive = dockerfile.match(/HEALTHCHECK[\s\S]*?'\/api\/[^']*'/)?.[0].match(/'(\/api\/[^']*)'/)?.[1];
    expect(ready).toBe('/api/health/ready');
    expect(alive).toBe('/api/health');
    for (const url of [ready, alive]) {
      const res = await t.app.inject({ method: 'GET', url: url! });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it("Caddy's access log keeps no live token of a one-time link, in the request URI or the Referer", () => {
    const filters = [...caddyfile.matchAll(/^\s*(request>uri|request>headers>Referer) regexp (\S+) (\S+)$/gm)];
    expect(filters.map((f) => f[1])).toEqual(['request>uri', 'request>headers>Referer']);
    const token = 'Tk_live-0123456789abcdefABCDEF';
    const config = t.config;
    const links = [
      `${config.publicUrl}/reset-password/${token}`,
      `${config.publicUrl}/verify-email/${token}`,
      `${config.publicUrl}/admin/invite?token=${token}`,
      manageUrl(config, token),
      verifyUrl(config, token),
      jobLinkUrl(config, token),
      ...Object.values(JOB_ACTION_PATHS).map((path) => jobLinkUrl(config, token, path)),
      confirmUrl(config, token),
      `${unsubscribeUrl(config, token)}&utm_source=mail`,
      `${config.publicUrl}/api/auth/reset-password/${token}`,
      `${config.publicUrl}/api/auth/verify-email/${token}`,
      `${config.publicUrl}/api/tours/manage/${token}/calendar.ics`,
      resumeUrl({ config }, token),
      statusPageUrl(config, token),
      `${config.publicUrl}/api/applications/drafts/${token}/submit`,
      `${config.publicUrl}/api/applications/status/${token}/replies`,
    ];
    for (const [, field, pattern, replacement] of filters) {
      // RE2 and JavaScript read this pattern alike; Go's ${1} is JavaScript's $1.
      const redact = (text: string) => text.replace(new RegExp(pattern, 'g'), replacement.replace(/\$\{(\d+)\}/g, '$$$1'));
      for (const link of links) {
        const logged = field === 'request>uri' ? link.slice(config.publicUrl.length) : link;
        const kept = redact(logged);
        expect(kept, `${field}: ${logged}`).not.toContain(token);
        expect(kept, `${field}: ${logged}`).toContain('REDACTED');
      }
      // The rest of the address stays readable.
      expect(redact('/properties?city=Troy&page=2')).toBe('/properties?city=Troy&page=2');
      expect(redact(`/api/tours/manage/${token}/calendar.ics`)).toBe('/api/tours/manage/REDACTED/calendar.ics');
      // The office's own application addresses keep their ids.
      expect(redact('/api/admin/applications/4f2a/timeline')).toBe('/api/admin/applications/4f2a/timeline');
    }
  });

  it('Caddy forwards one client address it resolved itself (strictly, from the right) to nodes that trust only Caddy', () => {
    expect(caddyfile).toMatch(/^\s*trusted_proxies static \{\$CADDY_TRUSTED_PROXIES:127\.0\.0\.1\/32\}$/m);
    expect(caddyfile).toMatch(/^\s*trusted_proxies_strict$/m);
    expect(caddyfile).toMatch(/^\s*header_up X-Forwarded-For \{client_ip\}$/m);
    expect(caddyfile).not.toMatch(/TRUST_PROXY=true/);
  });

  it('the Dockerfile has no errors, runs as a non-root user and copies what the server reads at run time', () => {
    expect(validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    expect(dockerfile).toMatch(/^USER node$/m);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((m) => m[1]);
    const rel = (dir: string) => path.relative(ROOT, dir).split(path.sep).join('/');
    expect(copied).toEqual(
      expect.arrayContaining(['apps/server/package.json', 'apps/server/dist', rel(MIGRATIONS_DIR), rel(WEB_DIST_DIR)]),
    );
    expect(runtime).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m);
  });
});
