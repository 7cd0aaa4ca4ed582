// App nodes of a fleet as real server processes (test code only): `src/main.ts` run by node with
// tsx, so nothing has to be built first (`npm test` builds after the server tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, runSource, waitFor, type Exit, type RunningProcess } from '../../src/test/server-process';
import { NodeClient } from './client';
import { FLEET_PUBLIC_URL } from './services';

/** tsx compiles the sources on the fly: two nodes starting at once on two cores take a while. */
const START_TIMEOUT_MS = 60_000;

export interface FleetNode {
  name: string;
  url: string;
  /** Its own DATA_DIR: in a fleet nothing a request needs may land here. */
  dataDir: string;
  pid: number;
  proc: RunningProcess;
  client: NodeClient;
  /** Sends `signal` and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts one node on a free port with the fleet's shared environment and its own DATA_DIR. It is
 * running (and can be stopped) at once; `ready` resolves when its readiness check answers 200
 * (database, migrations and storage reachable).
 */
export async function spawnNode(name: string, sharedEnv: Record<string, string>): Promise<FleetNode & { ready: Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rentfront-${name}-`));
  const proc = runSource('src/main.ts', { ...sharedEnv, PORT: String(port), DATA_DIR: dataDir });
  void proc.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
    return proc.exited;
  };
  const ready = waitFor(`${url}/api/health/ready`, proc, START_TIMEOUT_MS);
  return { name, url, dataDir, pid: proc.child.pid!, proc, client: new NodeClient(url, FLEET_PUBLIC_URL), stop, ready };
}

/**
 * Starts the nodes together, as a deploy does (on a new database they race to migrate and to
 * create the first admin). `started` receives each node as soon as it runs, so the caller can
 * kill it even when this throws; a node that fails to get ready gets the others killed too.
 */
export async function startNodes(names: string[], sharedEnv: Record<string, string>, started: FleetNode[]): Promise<FleetNode[]> {
  const spawned = await Promise.all(names.map((name) => spawnNode(name, sharedEnv)));
  started.push(...spawned);
  const results = await Promise.allSettled(spawned.map((node) => node.ready));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await killAll(spawned);
    throw failed.reason;
  }
  return spawned;
}

/** Kills whatever is still running (afterAll): a failed test must leave no server behind. */
export async function killAll(nodes: (FleetNode | undefined)[]): Promise<void> {
  await Promise.all(nodes.map((node) => node?.stop('SIGKILL')));
}
