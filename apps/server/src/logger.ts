import pino, { type Logger } from 'pino';
import type { Config } from './config';

// One-time links carry their token in the path; keep it out of request logs.
const SECRET_PATH = /\/(reset-password|verify-email)\/[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '/$1/[token]');
}

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
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
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
