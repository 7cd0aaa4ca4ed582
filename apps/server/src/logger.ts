import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { serializeError } from './logger-errors';

// One-time links carry their token in the path; keep it out of request logs.
const SECRET_PATH = /\/(reset-password|verify-email|tours?\/manage|applications\/drafts|applications\/status|apply\/resume)\/[^/?#]+/g;
/** The applicant's status page is /applications/{token} at the site's root (issue 34). */
const STATUS_PAGE = /^\/applications\/[^/?#]+/;
/** A query parameter name worth logging; anything else (a value sent as a name) is not shown. */
const PARAM_NAME = /^[\w.[\]-]{1,40}$/;

/**
 * A request URL as logged: tokens in the path and every query value replaced. Query values are
 * what people typed (an admin searching an applicant's name or e-mail, a visitor's search) and
 * one-time tokens: the names say what was asked, the values stay out of the log.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt))
    .replace(SECRET_PATH, '/$1/[token]')
    .replace(STATUS_PAGE, '/applications/[token]');
  if (queryAt < 0) return path;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0])
    .map((name) => (PARAM_NAME.test(name) ? `${name}=[redacted]` : '[redacted]'));
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
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
