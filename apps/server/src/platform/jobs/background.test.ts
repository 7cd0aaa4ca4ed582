import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('background tasks', () => {
  it('drain waits for every task, including those a task starts', async () => {
    const { logger } = recordingLogger();
    const tasks = new BackgroundTasks(logger);
    const done: string[] = [];
    tasks.run('outer', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done.push('outer');
      tasks.run('inner', async () => {
        await new Promise((r) => setTimeout(r, 20));
        done.push('inner');
      });
    });
    await tasks.drain();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failed task by name and keeps going', async () => {
    const { logger, lines } = recordingLogger();
    const tasks = new BackgroundTasks(logger);
    tasks.run('password reset mail', async () => {
      throw new Error('SMTP down');
    });
    let ran = false;
    tasks.run('next', async () => {
      ran = true;
    });
    await tasks.drain();
    expect(ran).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'background task failed', task: 'password reset mail' });
  });
});
