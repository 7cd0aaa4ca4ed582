import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatOption } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { chatConversations, chatEscalations, chatLeads, chatMessages } from '../../db/schema';
import type { EngineReply, LeadDraft } from './engine/types';

/** Reads and writes of conversations and their transcript. No rules here, only rows. */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

/** The conversation `sessionId` of this visitor, locked for the rest of the transaction when asked. */
export async function findOwnedConversation(
  db: DbOrTx,
  sessionId: string,
  visitorId: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.sessionId, sessionId), eq(chatConversations.visitorId, visitorId)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export function isIdle(conversation: ConversationRow, now: Date): boolean {
  return conversation.status === 'active' && now.getTime() - conversation.lastActivityAt.getTime() > ABANDON_AFTER_MS;
}

/** Marks every active conversation idle for 24 hours as abandoned; returns how many. */
export async function markAbandoned(db: DbOrTx, now: Date, conversationId?: string): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDON_AFTER_MS);
  const rows = await db
    .update(chatConversations)
    .set({ status: 'abandoned', updatedAt: now })
    .where(
      and(
        eq(chatConversations.status, 'active'),
        lt(chatConversations.lastActivityAt, cutoff),
        conversationId ? eq(chatConversations.id, conversationId) : undefined,
      ),
    )
    .returning({ id: chatConversations.id });
  return rows.length;
}

/** Everything the client could click in a reply, to show a click by its label in the transcript. */
export function choicesOf(reply: EngineReply): ChatOption[] {
  return [
    ...reply.options,
    ...(reply.additional_options ?? []),
    ...(reply.properties ?? []).map((p) => ({ label: p.title, value: p.id })),
  ].map(({ label, value }) => ({ label, value }));
}

export async function insertBotMessage(db: DbOrTx, conversationId: string, reply: EngineReply, now: Date): Promise<void> {
  await db.insert(chatMessages).values({
    conversationId,
    step: reply.step,
    stepNumber: reply.step_number,
    question: reply.question,
    inputType: reply.input_type,
    choices: choicesOf(reply),
    createdAt: now,
  });
}

/** Records the visitor's answer on the question it answers, with how long they took. */
export async function answerOpenMessage(
  db: DbOrTx,
  conversationId: string,
  answer: string,
  value: string | null,
  now: Date,
): Promise<void> {
  const [open] = await db
    .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), isNull(chatMessages.answer)))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  if (!open) return;
  const seconds = Math.max(0, Math.round((now.getTime() - open.createdAt.getTime()) / 100) / 10);
  await db
    .update(chatMessages)
    .set({ answer, answerValue: value, answeredAt: now, responseTimeSeconds: seconds })
    .where(eq(chatMessages.id, open.id));
}

/** The label of a clicked choice of the open question, or the text itself. */
export async function displayAnswer(db: DbOrTx, conversationId: string, text: string): Promise<{ answer: string; value: string | null }> {
  const [open] = await db
    .select({ choices: chatMessages.choices })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), isNull(chatMessages.answer)))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  const choice = open?.choices.find((c) => c.value === text.trim());
  return choice && choice.label !== choice.value ? { answer: choice.label, value: choice.value } : { answer: text, value: null };
}

export async function insertLead(db: DbOrTx, conversationId: string, lead: LeadDraft, now: Date) {
  const [row] = await db
    .insert(chatLeads)
    .values({
      conversationId,
      leadType: lead.lead_type,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      propertyId: lead.property_id,
      propertyTitle: lead.property_title,
      details: lead.details,
      createdAt: now,
    })
    .returning();
  return row;
}

export async function insertEscalation(
  db: DbOrTx,
  values: {
    conversationId: string;
    reason: string;
    email: string | null;
    phone: string | null;
    name: string | null;
    feedback: string | null;
  },
  now: Date,
) {
  const [row] = await db
    .insert(chatEscalations)
    .values({
      conversationId: values.conversationId,
      reason: values.reason,
      contactEmail: values.email,
      contactPhone: values.phone,
      contactName: values.name,
      feedback: values.feedback,
      createdAt: now,
    })
    .returning();
  return row;
}

export async function transcript(db: DbOrTx, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.conversationId, conversationIds)).orderBy(chatMessages.seq);
}

export async function messageCounts(db: DbOrTx, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chatMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
