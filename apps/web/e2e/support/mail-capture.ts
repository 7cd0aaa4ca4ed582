import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

/**
 * A real SMTP server that keeps what it receives, plus a small HTTP API (GET/DELETE /messages)
 * through which the test files (other processes) read the captured mail.
 */
export async function startMailCapture(): Promise<{ smtpPort: number; apiUrl: string; close: () => Promise<void> }> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const toField = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const headers: Record<string, string> = {};
          for (const [k, v] of mail.headers) headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
          messages.push({
            to: toField.flatMap((t) => t.value.map((a) => (a.address ?? '').toLowerCase())),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers,
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((req, res) => {
    if (req.method === 'DELETE') messages.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.method === 'DELETE' ? [] : messages));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/messages`;

  return {
    smtpPort,
    apiUrl,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
