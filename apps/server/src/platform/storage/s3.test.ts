import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { describeStorageContract } from './contract';
import { createStorage } from './create';
import { StorageUnavailableError } from './errors';
import { S3Storage } from './s3';

// The same contract as the disk driver, against a real S3 API (s3rver, started here). Pages of
// 40 keys and delete batches of 15 make the paging test cross several of each while staying
// quick; S3's own limit (1000) is only the default of the same code path.
describeStorageContract(
  's3 (s3rver)',
  async () => {
    const server = await startS3Server();
    const storage = new S3Storage({ ...server, listPageSize: 40, deleteBatchSize: 15 });
    return {
      storage,
      close: async () => {
        storage.close();
        await server.stop();
      },
    };
  },
  { bulkKeys: 130 },
);

/** A port nothing listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function configFor(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), ...env });
}

async function startError(env: Record<string, string>): Promise<Error> {
  try {
    await createStorage(configFor(env));
  } catch (err) {
    return err as Error;
  }
  throw new Error('createStorage did not fail');
}

describe('S3 faults', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.stop());

  it('turns an unreachable endpoint into StorageUnavailableError (503) on every operation', async () => {
    const storage = new S3Storage({ ...server, endpoint: `http://127.0.0.1:${await closedPort()}`, maxAttempts: 1 });
    try {
      const key = 'properties/00000000-0000-4000-8000-000000000000/800.webp';
      const calls: [string, () => Promise<unknown>][] = [
        ['put', () => storage.put(key, Buffer.from('x'), 'image/webp')],
        ['get', () => storage.get(key)],
        ['open', () => storage.open(key)],
        ['stat', () => storage.stat(key)],
        ['exists', () => storage.exists(key)],
        ['delete', () => storage.delete(key)],
        ['deletePrefix', () => storage.deletePrefix('properties/00000000-0000-4000-8000-000000000000')],
        [
          'list',
          async () => {
            for await (const _ of storage.list('properties')) void _;
          },
        ],
      ];
      for (const [name, call] of calls) {
        const err = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect(err, name).toBeInstanceOf(StorageUnavailableError);
        expect((err as StorageUnavailableError).statusCode, name).toBe(503);
      }
    } finally {
      storage.close();
    }
  });

  it('stops the start with one line naming S3_BUCKET and S3_ENDPOINT when the endpoint is unreachable', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const err = await startError({ ...server.env, S3_ENDPOINT: endpoint });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).not.toContain('\n');
    expect(err.message).toContain(`Cannot use S3 bucket "${server.bucket}" (S3_BUCKET) at ${endpoint} (S3_ENDPOINT)`);
    expect(err.message).toMatch(/ECONNREFUSED/);
  });

  it('stops the start when the bucket does not exist', async () => {
    const err = await startError({ ...server.env, S3_BUCKET: 'no-such-bucket' });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).not.toContain('\n');
    expect(err.message).toMatch(/"no-such-bucket" \(S3_BUCKET\).*NoSuchBucket/);
  });

  it('stops the start on wrong credentials without printing them', async () => {
    // s3rver checks the key id (it does not verify SigV4 signatures, so a wrong secret alone passes).
    const keyId = 'AKIAWRONGKEY12345678';
    const secret = 'wrong-secret-a1b2c3d4e5f6';
    const err = await startError({ ...server.env, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret });
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.message).not.toContain('\n');
    expect(err.message).toMatch(/InvalidAccessKeyId, HTTP 403/);
    expect(err.message).not.toContain(secret);
    expect(err.message).not.toContain(keyId);
  });

  it('never prints a user or password written into S3_ENDPOINT', async () => {
    const port = await closedPort();
    const err = await startError({ ...server.env, S3_ENDPOINT: `http://user:hunter22@127.0.0.1:${port}` });
    expect(err.message).toContain(`at http://127.0.0.1:${port} (S3_ENDPOINT)`);
    expect(err.message).not.toContain('hunter22');
  });

  it('starts against a reachable, writable bucket', async () => {
    const storage = await createStorage(configFor(server.env));
    expect(storage.kind).toBe('s3');
    storage.close?.();
  });
});
