// Real server processes for the tests that are about processes: the DATA_DIR lock, clean stops.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { SERVER_ROOT } from '../paths';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on the port. */
export async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  stderr(): string;
  exited: Promise<Exit>;
}

/** The environment of a production process in a test: nothing inherited that points elsewhere. */
export function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  // The test runner's own npm script name would show up as the lock holder's command.
  delete base.npm_lifecycle_event;
  // Where `npm test` was typed: the commands would run from there (cli/invocation-dir.ts).
  delete base.INIT_CWD;
  for (const key of Object.keys(base)) if (key.startsWith('TEST_')) delete base[key];
  return {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // No SMTP in a test: e-mail goes to the log on purpose (a PostgreSQL node refuses to start otherwise).
    MAIL_TRANSPORT: 'log',
    STORAGE: 'disk',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

export function track(child: ChildProcess): RunningProcess {
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, stderr: () => stderr, exited };
}

/** A TypeScript entry of the server (`src/main.ts`, `src/cli/db-migrate.ts`...) as its own node process. */
export function runSource(entry: string, env: Record<string, string>, args: string[] = []): RunningProcess {
  // One node process (not `npx tsx`, whose wrapper would stand between the test and the server).
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: SERVER_ROOT, env: processEnv(env), stdio: 'pipe' });
  return track(child);
}

/** Polls `url` until it answers `status`; fails with the process output if the process ends first. */
export async function waitFor(url: string, proc: RunningProcess, timeoutMs: number, status = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void proc.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the process ended before ${url} answered:\n${proc.output()}`);
    try {
      const res = await fetch(url);
      if (res.status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms:\n${proc.output()}`);
}
