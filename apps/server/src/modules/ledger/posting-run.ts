// The due-day run as a job (issue 33 item 2): hourly on every node and on demand, but one node at a
// time (the job's lease in the database); the posting keys make even two runs harmless.
import crypto from 'node:crypto';
import os from 'node:os';
import { POSTING_MESSAGES, type PostDueAnswer } from '@rentfront/shared/ledger-posting';
import type { AppContext } from '../../context';
import { conflict } from '../../platform/http/errors';
import { purgeIdempotencyRecords } from '../../platform/http/idempotency';
import { acquireJobLease } from '../../platform/jobs/job-lease';
import { startPeriodic } from '../../platform/jobs/periodic';
import { postDueCharges } from './posting';
import { queueRentReminders } from './posting-notices';

export const POSTING_JOB = 'ledger.post-due';
export const POSTING_JOB_INTERVAL_MS = 60 * 60_000;
/** Longer than a run at 10,000 leases takes; a crashed holder frees the job after it. */
const POSTING_LEASE_MS = 15 * 60_000;

/** A step another module adds to the run, after the charges are posted (payments: autopay, ADR 0040). */
export type DueDayStep = (ctx: AppContext, options: { asOf?: string; now?: Date }) => Promise<void>;
const steps = new WeakMap<AppContext, DueDayStep[]>();

/** Adds a step to this app's due-day run (the ledger does not import the modules that add them). */
export function addDueDayStep(ctx: AppContext, step: DueDayStep): void {
  steps.set(ctx, [...(steps.get(ctx) ?? []), step]);
}

async function runSteps(ctx: AppContext, options: { asOf?: string; now?: Date }) {
  for (const step of steps.get(ctx) ?? []) {
    try {
      await step(ctx, options);
    } catch (err) {
      // The charges are posted; a failed step is an alarm, not a failed run.
      ctx.logger.error({ err }, 'due-day run step failed');
    }
  }
}

/** Runs the due-day run now, or answers null when another node holds the job. */
export async function runDuePosting(ctx: AppContext, options: { asOf?: string; now?: Date } = {}): Promise<PostDueAnswer | null> {
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID()}`;
  const lease = await acquireJobLease(ctx.db, POSTING_JOB, holder, POSTING_LEASE_MS);
  if (!lease) return null;
  let answer: PostDueAnswer | undefined;
  try {
    answer = await postDueCharges(ctx, options);
    await queueRentReminders(ctx, options);
    await runSteps(ctx, options);
    // The hourly job (one node at a time) also forgets Idempotency-Keys past their week.
    await purgeIdempotencyRecords(ctx.db, options.now);
    return answer;
  } finally {
    await lease.release(answer ?? null);
  }
}

/** The on-demand run: a run in progress elsewhere is a 409 the office can retry. */
export async function runDuePostingNow(ctx: AppContext, asOf?: string): Promise<PostDueAnswer> {
  const answer = await runDuePosting(ctx, { asOf });
  if (!answer) throw conflict(POSTING_MESSAGES.running);
  return answer;
}

export function startDuePostingJob(ctx: AppContext, intervalMs = POSTING_JOB_INTERVAL_MS): () => Promise<void> {
  return startPeriodic(
    ctx,
    intervalMs,
    async () => {
      const answer = await runDuePosting(ctx);
      if (answer && answer.posted + answer.late_fees > 0)
        ctx.logger.info({ posted: answer.posted, lateFees: answer.late_fees }, 'due charges posted');
    },
    'due-day posting run failed',
  );
}
