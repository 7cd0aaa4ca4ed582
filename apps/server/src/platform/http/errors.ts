/** An error a client can act on: a real status, the message to show, optional field errors. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** A machine-readable reason the client acts on (e.g. `reauth_required`: prompt and retry). */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A link that was valid once (expired, or its work already done). */
export const gone = (message: string, code?: string) => new AppError(410, message, undefined, undefined, code);
export const payloadTooLarge = (message: string, errors?: Record<string, string>) => new AppError(413, message, errors);
export const unsupportedMediaType = (message: string, errors?: Record<string, string>) => new AppError(415, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string>) => new AppError(422, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
