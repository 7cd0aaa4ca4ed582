import type { DbOrTx } from '../../db/client';
import { outbox, type OutboxAttachment } from '../../db/schema';
import type { RenderedEmail } from './template';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
}

/**
 * Queues a message in the same transaction as the change that caused it; the worker sends it.
 * Pass the transaction (`tx`) so a rolled-back change never e-mails anyone.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [id] = await enqueueEmails(db, [email]);
  return id!;
}

/** Queues several messages in one statement (a run that notifies a batch of households). */
export async function enqueueEmails(db: DbOrTx, emails: readonly OutgoingEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      emails.map((email) => ({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers ?? {},
        attachments: email.attachments ?? [],
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}
