import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, FLEET_SHUTDOWN_DELAY_MS, loadConfig } from './config';

describe('config', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      storage: 'disk',
      databaseUrl: undefined,
      smtpUrl: undefined,
      allowedOrigins: [],
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.mailFrom).toBe('Rentfront Property Rentals <office@rentfront.example>');
    expect(config.site.officeHours).toBe('Mon–Fri 9:00 AM–6:00 PM');
  });

  it('derives the public URL from PORT, the origin from PUBLIC_URL, and Secure cookies from https', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const https = loadConfig({ PUBLIC_URL: 'https://rent.example/' });
    expect(https).toMatchObject({ publicUrl: 'https://rent.example', publicOrigin: 'https://rent.example', secureCookies: true });
    expect(loadConfig({ ALLOWED_ORIGINS: ' http://a.example ,https://b.example,' }).allowedOrigins).toEqual([
      'http://a.example',
      'https://b.example',
    ]);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', PII_KEY: '', ADMIN_EMAIL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.pii.active).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
  });

  it("shows the demo office on a map unless MAP_EMBED_URL names another or says 'off'", () => {
    expect(loadConfig({}).site.mapEmbedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(loadConfig({ MAP_EMBED_URL: '  ' }).site.mapEmbedUrl).toBe(loadConfig({}).site.mapEmbedUrl);
    expect(loadConfig({ MAP_EMBED_URL: 'https://maps.example.com/embed?q=Albany' }).site.mapEmbedUrl).toBe(
      'https://maps.example.com/embed?q=Albany',
    );
    expect(loadConfig({ MAP_EMBED_URL: 'off' }).site.mapEmbedUrl).toBeUndefined();
    expect(() => loadConfig({ MAP_EMBED_URL: 'javascript:alert(1)' })).toThrow(/MAP_EMBED_URL/);
  });

  it("draws the property map on OpenStreetMap's tiles unless MAP_TILE_URL names others or says 'off'", () => {
    expect(loadConfig({}).site.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', MAP_TILE_ATTRIBUTION: '© Example' }).site.mapTiles,
    ).toEqual({
      url: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
      attribution: '© Example',
    });
    // Another provider without an attribution set: none is made up.
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).site.mapTiles?.attribution).toBe('');
    expect(loadConfig({ MAP_TILE_URL: 'off' }).site.mapTiles).toBeUndefined();
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });

  it('has no address search unless GEOCODER_URL is an http(s) template with {query}', () => {
    expect(loadConfig({}).site.geocoderUrl).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: 'https://geo.example/search?q={query}' }).site.geocoderUrl).toBe(
      'https://geo.example/search?q={query}',
    );
    expect(() => loadConfig({ GEOCODER_URL: 'https://geo.example/search' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example/{query}' })).toThrow(/GEOCODER_URL/);
  });

  it('a bad variable gives a readable error naming it', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
      [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL'],
      [{ DATABASE_URL: 'mysql://db/rent' }, 'DATABASE_URL'],
      [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL'],
      [{ PUBLIC_URL: 'ftp://rent.example' }, 'PUBLIC_URL'],
      [{ SITE_SOCIAL_LINKS: 'Facebook' }, 'SITE_SOCIAL_LINKS'],
      [{ RESIDENT_PORTAL_URL: 'portal' }, 'RESIDENT_PORTAL_URL'],
      [{ ADMIN_EMAIL: 'boss' }, 'ADMIN_EMAIL'],
      [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
      [{ PII_KEY: 'abc' }, 'PII_KEY'],
      [{ STORAGE: 'ftp' }, 'STORAGE'],
      [{ STORAGE: 's3' }, 'S3_BUCKET'],
      [{ STORAGE: 's3', S3_BUCKET: 'b' }, 'S3_REGION'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_SECRET_ACCESS_KEY: 'shh' }, 'S3_ACCESS_KEY_ID'],
      [{ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ SITE_EMAIL: 'office' }, 'SITE_EMAIL'],
    ];
    for (const [env, name] of cases) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (err) {
        error = err;
      }
      expect(error, name).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment configuration:/);
      expect(message).toMatch(new RegExp(`^  ${name}: .+`, 'm'));
      // The value itself may be a secret: it is not echoed.
      if (name === 'ADMIN_PASSWORD' || name === 'PII_KEY') expect(message).not.toContain(env[name]);
    }
  });

  it('reads STORAGE=s3: path-style with an endpoint, keys as a pair or the AWS default chain', () => {
    const minio = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'rentfront',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'shh',
    });
    expect(minio.storage).toBe('s3');
    expect(minio.s3).toEqual({
      bucket: 'rentfront',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'AKIA',
      secretAccessKey: 'shh',
    });
    const aws = loadConfig({ STORAGE: 's3', S3_BUCKET: 'rentfront', S3_REGION: 'eu-west-1' });
    expect(aws.s3).toEqual({
      bucket: 'rentfront',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    try {
      loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA' });
      expect.unreachable();
    } catch (err) {
      // Every missing piece at once; the secret side is named, never a value.
      expect((err as Error).message).toMatch(/S3_BUCKET:.*\n.*S3_REGION:.*\n.*S3_SECRET_ACCESS_KEY:/);
      expect((err as Error).message).not.toContain('AKIA');
    }
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', STORAGE: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT:/);
      expect((err as Error).message).toMatch(/STORAGE:/);
    }
  });

  it('reads the site identity, with demo defaults for blank values', () => {
    const config = loadConfig({
      SITE_NAME: '',
      SITE_PHONE: '(212) 555-0199',
      SITE_SOCIAL_LINKS: 'Facebook|https://facebook.com/acme, Instagram | https://instagram.com/acme',
      DATABASE_URL: 'postgresql://u@db:5432/rent',
      PII_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
    });
    expect(config.site.name).toBe('Rentfront Property Rentals');
    expect(config.site.phone).toBe('(212) 555-0199');
    expect(config.site.socialLinks).toEqual([
      { label: 'Facebook', url: 'https://facebook.com/acme' },
      { label: 'Instagram', url: 'https://instagram.com/acme' },
    ]);
    expect(loadConfig({}).site.socialLinks).toEqual([]);
    expect(config.databaseUrl).toBe('postgresql://u@db:5432/rent');
  });

  it('parses booleans in the usual spellings', () => {
    expect(loadConfig({ SEED_DEMO: 'yes' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBeUndefined();
  });

  it("TRUST_PROXY takes the proxies' addresses and CIDRs; a bare true (every hop) is refused in production", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.18.0.0/16,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.18.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    // Development and tests may still trust every hop (a local proxy, the browser journeys).
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
    for (const value of ['true', '1', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /^ {2}TRUST_PROXY: 'true' trusts every hop, so any client can set its own address; list the proxies' addresses or CIDRs instead/m,
      );
    }
    for (const [value, message] of [
      ['caddy', '"caddy" is not an IP address or CIDR'],
      ['10.0.0.0/33', '"10.0.0.0/33" has a prefix length outside 0-32'],
      ['10.0.0.1,fd00::/129', '"fd00::/129" has a prefix length outside 0-128'],
      ['10.0.0.0/8/1', '"10.0.0.0/8/1" is not an IP address or CIDR'],
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }), value).toThrow(`\n  TRUST_PROXY: ${message}`);
    }
  });

  it('a PostgreSQL site in production without SMTP_URL refuses to start unless MAIL_TRANSPORT=log says e-mail goes to the log on purpose', () => {
    const fleet = { DATABASE_URL: 'postgres://db/rent', PII_KEY: 'a'.repeat(64) };
    expect(() => loadConfig(fleet)).toThrow(
      /^ {2}SMTP_URL: required with DATABASE_URL in production \(without it every e-mail, its links and live tokens included, is written to the log\); set SMTP_URL, or MAIL_TRANSPORT=log/m,
    );
    expect(loadConfig({ ...fleet, SMTP_URL: 'smtp://mail.example:25' }).smtpUrl).toBe('smtp://mail.example:25');
    expect(loadConfig({ ...fleet, MAIL_TRANSPORT: 'log' }).smtpUrl).toBeUndefined();
    // The embedded newcomer's site, and development on PostgreSQL, keep logging links.
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...fleet, NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/^ {2}MAIL_TRANSPORT: must be log/m);
  });

  it('waits SHUTDOWN_DELAY_MS before closing the listener: 0 embedded, a few seconds for a fleet behind a load balancer', () => {
    const fleet = { DATABASE_URL: 'postgres://db/rent', PII_KEY: 'a'.repeat(64), SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig(fleet).shutdownDelayMs).toBe(FLEET_SHUTDOWN_DELAY_MS);
    expect(FLEET_SHUTDOWN_DELAY_MS).toBeGreaterThanOrEqual(5_000); // compose's Caddy checks every 5 s
    expect(loadConfig({ ...fleet, SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ ...fleet, SHUTDOWN_DELAY_MS: ' ' }).shutdownDelayMs).toBe(FLEET_SHUTDOWN_DELAY_MS);
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '2500' }).shutdownDelayMs).toBe(2500);
    for (const [value, message] of [
      ['soon', 'SHUTDOWN_DELAY_MS: must be a number of milliseconds'],
      ['-1', 'SHUTDOWN_DELAY_MS: must be 0 or more'],
      ['1.5', 'SHUTDOWN_DELAY_MS: must be a whole number of milliseconds'],
      ['20000', 'SHUTDOWN_DELAY_MS: must be at most 15000 (15 s)'],
    ]) {
      expect(() => loadConfig({ SHUTDOWN_DELAY_MS: value }), value).toThrow(message);
    }
  });
});
