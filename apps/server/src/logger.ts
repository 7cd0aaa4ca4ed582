import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { serializeError } from './logger-errors';

// One-time links carry their token in the path; keep it out of request logs.
const SECRET_PATH = /\/(reset-password|verify-email)\/[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '/$1/[token]');
}

/** The server's logger; `destination` (default stdout) lets a test read what is logged. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  const pretty = !destination && config.env === 'development' && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      // No SQL parameters, statement text or values quoted by the database (logger-errors.ts).
      err: serializeError,
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
