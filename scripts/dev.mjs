// `npm run dev`: the API with reload (tsx watch) on API_PORT and the Vite dev server in front.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const env = { ...process.env, NODE_ENV: 'development', API_PORT: apiPort };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@rentfront/server'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@rentfront/web'], { cwd: ROOT, stdio: 'inherit', env: { ...env, PORT: webPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
