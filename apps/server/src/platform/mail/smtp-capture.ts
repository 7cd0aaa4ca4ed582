// Test helper (test code only): a real SMTP server on 127.0.0.1 that keeps what it accepts.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMessage {
  to: string;
  subject: string;
  messageId: string;
  receivedAt: number;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMessage[];
  /** Resolves when the held message's DATA has begun (see `holdOnceFor`). */
  held: Promise<void>;
  close(): Promise<void>;
}

/**
 * `holdOnceFor`: the first message to that address is never answered (the client waits in
 * DATA, as with a server that hangs), so a test can kill the sender mid-send; later ones pass.
 */
export async function startSmtpCapture(options: { holdOnceFor?: string } = {}): Promise<SmtpCapture> {
  const messages: CapturedMessage[] = [];
  let holding = Boolean(options.holdOnceFor);
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    markHeld = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      if (holding && rcpt.includes(options.holdOnceFor!.toLowerCase())) {
        holding = false;
        stream.resume();
        markHeld();
        return; // never answered: not accepted, so not delivered
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push({ to: rcpt.join(','), subject: mail.subject ?? '', messageId: mail.messageId ?? '', receivedAt: Date.now() });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A client killed mid-send resets its connection: expected here, not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
