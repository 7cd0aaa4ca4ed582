// A write sent with an `Idempotency-Key` header is done once (issue 33; ADR 0036). The record is
// inserted first, in the same transaction as the write: a second request with the key waits on
// that row (the primary key's uniqueness check) until the first commits, then finds its answer,
// so two requests at once still make one entry. A write that fails rolls its record back with it,
// and the key can be used again. Without the header the write simply runs in its transaction.
import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, LEDGER_MESSAGES } from '@rentfront/shared/ledger';
import type { Db, Tx } from '../../db/client';
import { idempotencyRecords } from '../../db/schema';
import { badRequest, conflict, unprocessable } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again from the record. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** What a write answers: its status and its JSON body, stored as they are. */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

export interface IdempotentOptions {
  /**
   * Who is asking, e.g. `staff:<user id>` or `resident:<resident id>`: the scope is the route and
   * the actor, so two people's keys never meet.
   */
  actor: string;
  /** What makes two requests "the same" besides the key (default: the params and the parsed body). */
  fingerprint?: unknown;
}

/** The header's key, undefined when there is none; a malformed one is a 400 before anything runs. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(LEDGER_MESSAGES.idempotencyKey, { 'Idempotency-Key': LEDGER_MESSAGES.idempotencyKey });
  }
  return raw;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(value: unknown): string {
  return crypto.createHash('sha256').update(canonical(value)).digest('hex');
}

function scopeAndHash(request: FastifyRequest, options: IdempotentOptions) {
  return {
    scope: `${request.method} ${request.routeOptions.url ?? request.url} ${options.actor}`,
    hash: requestHash(options.fingerprint ?? { params: request.params, body: request.body }),
  };
}

/**
 * Runs `write` in a transaction, once per key: a repeat of the same request answers the stored
 * answer (same status, `Idempotent-Replayed: true`), the key with another request is a 422.
 * Answers what to send and whether it was a replay (the caller then skips its after-commit work).
 */
export async function runIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  options: IdempotentOptions,
  write: (tx: Tx) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return { ...(await db.transaction(write)), replayed: false };
  const { scope, hash } = scopeAndHash(request, options);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyRecords)
      .values({ scope, key, requestHash: hash, statusCode: 0, response: sql`'null'::jsonb` })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });
    if (!claimed) {
      // The first request has committed (its row was visible to the conflict check): its answer.
      const [stored] = await tx
        .select()
        .from(idempotencyRecords)
        .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
      if (!stored || stored.requestHash !== hash) throw unprocessable(LEDGER_MESSAGES.idempotencyMismatch);
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }
    const answer = await write(tx);
    await tx
      .update(idempotencyRecords)
      .set({ statusCode: answer.statusCode, response: answer.body as object })
      .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
    return { ...answer, replayed: false };
  });
}

/**
 * Once per key for a write that calls out of the process (the payment processor) and so must not
 * hold a transaction open meanwhile: the key is claimed by a committed record first (status 0: in
 * progress), the write runs on its own, its answer is stored. A write that fails frees the key, so
 * the request can be retried. A repeat while the first still runs is a 409 (try again in a
 * moment), a repeat after it is the stored answer, the key with another request a 422.
 */
export async function runIdempotentCall<T>(
  db: Db,
  request: FastifyRequest,
  options: IdempotentOptions,
  write: () => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return { ...(await write()), replayed: false };
  const { scope, hash } = scopeAndHash(request, options);
  const record = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
  const [claimed] = await db
    .insert(idempotencyRecords)
    .values({ scope, key, requestHash: hash, statusCode: 0, response: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (!claimed) {
    const [stored] = await db.select().from(idempotencyRecords).where(record);
    if (!stored || stored.requestHash !== hash) throw unprocessable(LEDGER_MESSAGES.idempotencyMismatch);
    if (stored.statusCode === 0) throw conflict(LEDGER_MESSAGES.idempotencyInProgress);
    return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
  }
  let answer: IdempotentAnswer<T>;
  try {
    answer = await write();
  } catch (err) {
    await db.delete(idempotencyRecords).where(record);
    throw err;
  }
  await db
    .update(idempotencyRecords)
    .set({ statusCode: answer.statusCode, response: answer.body as object })
    .where(record);
  return { ...answer, replayed: false };
}

/** Sends an answer of runIdempotent, marking a replay. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T> & { replayed: boolean }) {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/** How long a key is remembered: long past any client's retries of one request. */
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Forgets keys older than IDEMPOTENCY_KEEP_MS (the hourly due-day job calls it); answers how many. */
export async function purgeIdempotencyRecords(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyRecords)
    .where(lt(idempotencyRecords.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyRecords.key });
  return gone.length;
}
