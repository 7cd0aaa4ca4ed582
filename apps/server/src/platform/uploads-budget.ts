import type { FastifyRequest } from 'fastify';
import { AppError } from './http/errors';

export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

/**
 * A refusal of the whole body. The rest of it is never read: `Connection: close` makes Node end
 * the connection once the answer is out, instead of reading (and discarding) what is still coming.
 */
export function bodyTooLarge(message = BODY_TOO_LARGE_MESSAGE, errors?: Record<string, string>): AppError {
  return new AppError(413, message, errors, { connection: 'close' });
}

/** The same refusal, answered with `Connection: close` (the rest of its body is not read). */
export function withConnectionClose(err: AppError): AppError {
  if (err.headers?.connection === 'close') return err;
  return new AppError(err.statusCode, err.message, err.errors, { ...err.headers, connection: 'close' }, err.code);
}

/** A declared `Content-Length` over the budget is refused before a byte of the body is read. */
export function refuseDeclaredOverBudget(request: FastifyRequest, maxBytes: number, message?: string): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(message);
}

/**
 * Counts the raw bytes of the body as the multipart parser reads them (boundaries, part headers
 * and preamble included, and a chunked body that declares no length). Past the budget the parser
 * is stopped with the 413: its `error` listener on the request ends the parts being iterated.
 * Returns the function that removes the meter once the body has been read.
 */
export function meterBody(request: FastifyRequest, maxBytes: number, message?: string): () => void {
  const raw = request.raw;
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBytes) return;
    raw.off('data', onData);
    // Nothing more is read: the parser unpipes on the error and the 413 closes the connection.
    raw.pause();
    if (raw.listenerCount('error') > 0) raw.emit('error', bodyTooLarge(message));
  };
  // Paused first, so that listening does not start the flow before the parser is piped (a
  // pipe resumes it): every chunk then reaches both the meter and the parser.
  raw.pause();
  raw.on('data', onData);
  return () => raw.off('data', onData);
}
