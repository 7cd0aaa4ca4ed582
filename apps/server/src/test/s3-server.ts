import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs');

/** A real S3-compatible server for tests: its address, a bucket, and keys it accepts. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment that points Rentfront at it (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts s3rver on a free port in a child process (see s3rver-process.mjs for why a process) with
 * one empty bucket. Nothing external is needed: the server is an npm package.
 */
export async function startS3Server(bucket = 'rentfront-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', RUNNER, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 15 s')), 15_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with code ${code} before listening`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against this fixed key pair.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin!.end();
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
