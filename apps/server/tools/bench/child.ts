// Parent side of the bench child (server.ts): start it, wait for each phase, stop it.
import { fork, type ChildProcess } from 'node:child_process';
import type { Engine, ReadyMessage, ScaleCommand } from './server';

export interface BenchChild {
  /** Resolves when the child reports its demo phase ready. */
  demo: Promise<ReadyMessage>;
  /** Asks for the scale phase and resolves when it is ready. */
  scale(command: Omit<ScaleCommand, 'cmd'>): Promise<ReadyMessage>;
  stop(): Promise<void>;
}

export function startChild(script: string, engine: Engine, url?: string): BenchChild {
  const args = ['--serve', engine, ...(url ? ['--url', url] : [])];
  // Same loader flags (tsx) as this process.
  // NODE_ENV=production as `npm start` runs the server: React (server rendering) and other
  // libraries pick their production builds from it; development builds are several times slower.
  const child: ChildProcess = fork(script, args, {
    execArgv: process.execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));

  const nextReady = () =>
    new Promise<ReadyMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server (${engine}) exited with ${code}`));
      const onMessage = (m: unknown) => {
        const message = m as ReadyMessage | { type: 'error'; message: string };
        child.off('exit', onExit);
        child.off('message', onMessage);
        if (message.type === 'ready') resolve(message);
        else reject(new Error(`bench server (${engine}): ${message.message}`));
      };
      child.on('exit', onExit);
      child.on('message', onMessage);
    });

  const demo = nextReady();
  return {
    demo,
    scale(command) {
      const ready = nextReady();
      child.send({ cmd: 'scale', ...command } satisfies ScaleCommand);
      return ready;
    },
    async stop() {
      if (exited) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    },
  };
}
