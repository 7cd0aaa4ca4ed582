/**
 * How errors appear in the log: what locates the fault, never the data it was about.
 *
 * A failed database statement carries the values it was given: Drizzle's DrizzleQueryError puts
 * the SQL and every parameter in its message (`Failed query: ... params: Ann,ann@example.com`)
 * and in `query`/`params`, PGlite's errors carry `query` and `params`, and PostgreSQL's own
 * `message`, `detail` and `where` quote values (`invalid input syntax for type integer: "..."`,
 * `Key (email)=(...) already exists`). pino's standard serializer logs all of it, causes
 * included, so an applicant's name and e-mail reached the log in clear (issue 20). A database
 * error is therefore logged by its code, constraint, table and column only, with the stack's frames
 * but not its first line (which repeats the message); any other error keeps its message and
 * stack, and only properties known to hold no data.
 */

/** Properties of a PostgreSQL error (pg's DatabaseError, PGlite's) that name things, not values. */
const DB_ERROR_FIELDS = ['code', 'severity', 'constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;
/** Properties of other errors worth keeping (Node's system errors, HTTP errors, AWS SDK errors). */
const SAFE_FIELDS = ['code', 'errno', 'syscall', 'statusCode', 'status', 'address', 'port'] as const;
/** How deep a `cause` chain is followed. */
const MAX_CAUSES = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

type ErrorLike = Error & Record<string, unknown>;

/** A PostgreSQL error: a five-character SQLSTATE code and the server's severity or routine. */
function isDatabaseError(err: ErrorLike): boolean {
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && ('severity' in err || 'routine' in err);
}

/** An error that carries a statement and its parameters (Drizzle's wrapper, PGlite's errors). */
function carriesQuery(err: ErrorLike): boolean {
  return 'params' in err || 'query' in err || err.constructor?.name === 'DrizzleQueryError';
}

/** The stack's frames without the first line, which is `${name}: ${message}` and so may hold values. */
function framesOf(err: ErrorLike): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const at = err.stack.indexOf(err.message);
  // The message is not where V8 put it (a rewritten stack): keep nothing rather than guess.
  if (err.message === '' || at < 0 || at > 200) return undefined;
  return err.stack.slice(at + err.message.length).replace(/^\n/, '') || undefined;
}

/** The SQLSTATE of the first PostgreSQL error in `err`'s cause chain, if any. */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (isDatabaseError(current as ErrorLike)) return (current as ErrorLike).code as string;
    current = current.cause;
  }
  return undefined;
}

function serialize(err: ErrorLike, depth: number): SerializedError {
  const type = err.constructor?.name ?? err.name ?? 'Error';
  let out: SerializedError;
  if (isDatabaseError(err)) {
    out = { type, message: `database error ${String(err.code)}` };
    for (const field of DB_ERROR_FIELDS) if (err[field] !== undefined) out[field] = err[field];
    const frames = framesOf(err);
    if (frames) out.stack = frames;
  } else if (carriesQuery(err)) {
    out = { type, message: 'database statement failed' };
    const frames = framesOf(err);
    if (frames) out.stack = frames;
  } else {
    out = { type, message: err.message };
    if (typeof err.stack === 'string') out.stack = err.stack;
    for (const field of SAFE_FIELDS) {
      const value = err[field];
      if (typeof value === 'string' || typeof value === 'number') out[field] = value;
    }
  }
  if (err.cause instanceof Error && depth < MAX_CAUSES) out.cause = serialize(err.cause as ErrorLike, depth + 1);
  return out;
}

/** pino's `err` serializer for every logger of the server (logger.ts). */
export function serializeError(err: unknown): unknown {
  return err instanceof Error ? serialize(err as ErrorLike, 0) : err;
}
