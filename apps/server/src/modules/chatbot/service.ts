import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  CHAT_SATISFACTION_OPTIONS,
  type ChatHistoryConversation,
  type ChatReply,
  type ChatRespondInput,
  type ChatSatisfactionInput,
  type ChatStartInput,
  type ChatStatus,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { chatConversations } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { residentPortalLink } from './resident-portal';
import { saveSearchFromChat } from './saved-search';
import { runLookup } from './catalog';
import type { TourLookupDeps } from './tours';
import { escalationEmail, leadEmail } from './emails';
import { advance, initialState, isStepName } from './engine/machine';
import type { ChatContext, Effect, EngineEnv, EngineInput, EngineReply, MachineState, Outcome } from './engine/types';
import {
  answerOpenMessage,
  displayAnswer,
  findOwnedConversation,
  insertBotMessage,
  insertEscalation,
  insertLead,
  isIdle,
  markAbandoned,
  transcript,
  type ConversationRow,
} from './store';
import { type Visitor } from './visitor';
import { isUuid } from '../../platform/ids';

/**
 * The Property Assistant's conversations: start, answer, satisfaction, history, delete. The
 * machine decides; this file loads and saves, runs the machine's lookups, stores leads and
 * escalations and queues their e-mails in the same transaction.
 */

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date where the server runs (deployments set TZ to the business's time zone). */
export function localToday(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function engineEnv(ctx: AppContext, now: Date): EngineEnv {
  const { site } = ctx.config;
  return {
    today: localToday(now),
    site: {
      name: site.name,
      email: site.email,
      phone: site.phone,
      officeHours: site.officeHours,
      // The portal the site's Pay Rent leads to: built-in (/resident) or the office's own system.
      residentPortalUrl: residentPortalLink(ctx.config),
    },
  };
}

function toChatReply(sessionId: string, reply: EngineReply, status: ChatStatus): ChatReply {
  return { session_id: sessionId, ...reply, status };
}

function stateOf(row: ConversationRow): MachineState {
  return {
    step: isStepName(row.step) ? row.step : ('unknown' as MachineState['step']),
    stepNumber: row.stepNumber,
    flow: row.flowType,
    // The column holds what this engine stored; the database layer types it only as JSON.
    context: (row.context ?? {}) as ChatContext,
  };
}

/** Runs the machine, answering its lookups from the database, until it has a reply. */
async function run(
  tx: Tx,
  state: MachineState,
  input: EngineInput,
  env: EngineEnv,
  deps: TourLookupDeps,
): Promise<{ out: Outcome; effects: Effect[] }> {
  let out = advance(state, input, env);
  const effects: Effect[] = [];
  for (let i = 0; out.kind === 'lookup'; i++) {
    // A lookup always leads to a reply; more than a few in a row would be a machine bug.
    if (i >= 3) throw new Error('chatbot: too many lookups in one turn');
    effects.push(...out.effects);
    out = advance(out.state, { kind: 'lookup', result: await runLookup(tx, out.lookup, deps) }, env);
  }
  if (out.kind === 'reply') effects.push(...out.effects);
  return { out, effects };
}

export interface StartResult {
  reply: ChatReply;
  resumed: boolean;
}

/**
 * Starts a conversation. A session id the visitor already owns and that is still active resumes
 * it (the current question is asked again); any other id is ignored and a new one is issued.
 */
export async function startChat(ctx: AppContext, visitor: Visitor, input: ChatStartInput, meta: RequestMeta): Promise<StartResult> {
  const now = new Date();
  const env = engineEnv(ctx, now);
  if (input.session_id && isUuid(input.session_id)) {
    const existing = await findOwnedConversation(ctx.db, input.session_id, visitor.id);
    if (existing && isIdle(existing, now)) await markAbandoned(ctx.db, now, existing.id);
    else if (existing?.status === 'active') {
      const out = advance(stateOf(existing), { kind: 'start' }, env);
      if (out.kind === 'reply') {
        await ctx.db.update(chatConversations).set({ lastActivityAt: now, updatedAt: now }).where(eq(chatConversations.id, existing.id));
        return { reply: { ...toChatReply(existing.sessionId, out.reply, 'active'), visitor_id: visitor.id, resumed: true }, resumed: true };
      }
    }
  }

  const sessionId = crypto.randomUUID();
  const state = initialState();
  const out = advance(state, { kind: 'start' }, env);
  if (out.kind !== 'reply') throw new Error('chatbot: the opening must reply');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({
        sessionId,
        visitorId: visitor.id,
        step: state.step,
        stepNumber: state.stepNumber,
        context: state.context,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        userIp: meta.ip,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      })
      .returning({ id: chatConversations.id });
    await insertBotMessage(tx, row.id, out.reply, now);
  });
  return { reply: { ...toChatReply(sessionId, out.reply, 'active'), visitor_id: visitor.id }, resumed: false };
}

/** One turn of an active conversation: the visitor's answer (or satisfaction) in, the reply out. */
async function converse(
  ctx: AppContext,
  visitor: Visitor,
  sessionId: string,
  input: Exclude<EngineInput, { kind: 'start' | 'lookup' }>,
  ip: string,
  satisfactionFeedback?: string | null,
): Promise<ChatReply> {
  if (!isUuid(sessionId)) throw notFound(CHAT_MESSAGES.sessionNotFound);
  const now = new Date();
  const env = engineEnv(ctx, now);
  let expired = false;
  let mailed = false;

  const reply = await ctx.db.transaction(async (tx) => {
    const conv = await findOwnedConversation(tx, sessionId, visitor.id, true);
    if (!conv) throw notFound(CHAT_MESSAGES.sessionNotFound);
    if (isIdle(conv, now)) {
      // Kept (the transaction commits); the visitor is told once it has.
      await markAbandoned(tx, now, conv.id);
      expired = true;
      return null;
    }
    if (conv.status === 'abandoned') throw conflict(CHAT_MESSAGES.conversationAbandoned);
    if (conv.status !== 'active') throw conflict(CHAT_MESSAGES.conversationEnded);

    const { out, effects } = await run(tx, stateOf(conv), input, env, { ctx, ip, now });
    if (out.kind !== 'reply') throw conflict(CHAT_MESSAGES.conversationEnded);

    // The transcript: the answer on the question it answers, then the new question.
    if (input.kind === 'answer') {
      const { answer, value } = await displayAnswer(tx, conv.id, input.text);
      await answerOpenMessage(tx, conv.id, answer, value, now);
    } else {
      const label = CHAT_SATISFACTION_OPTIONS[input.satisfied ? 0 : 1].label;
      await answerOpenMessage(tx, conv.id, label, null, now);
    }
    await insertBotMessage(tx, conv.id, out.reply, now);

    const context = out.state.context;
    const finish = effects.find((e): e is Extract<Effect, { type: 'finish' }> => e.type === 'finish');
    const status: ChatStatus = finish ? finish.outcome : 'active';
    await tx
      .update(chatConversations)
      .set({
        step: out.state.step,
        stepNumber: out.state.stepNumber,
        flowType: out.state.flow ?? conv.flowType,
        context,
        guestName: context.name ?? conv.guestName,
        guestEmail: context.email ?? conv.guestEmail,
        status,
        ...(finish
          ? { isSatisfied: finish.satisfied, completedAt: now, satisfactionFeedback: satisfactionFeedback ?? finish.feedback }
          : {}),
        lastActivityAt: now,
        updatedAt: now,
      })
      .where(eq(chatConversations.id, conv.id));

    for (const effect of effects) {
      if (effect.type === 'lead') {
        await insertLead(tx, conv.id, effect.lead, now);
        // "Email me new listings": the same double opt-in saved search as the list page's.
        if (effect.lead.lead_type === 'search_alert' && effect.lead.email) {
          await saveSearchFromChat(ctx, tx, effect.lead.email, context.search ?? {});
        }
        // A booked tour already sent the office its tour notice (tours module); one e-mail is enough.
        if (!effect.lead.details.tour_id) {
          await enqueueEmail(tx, { to: ctx.config.site.email, ...leadEmail(ctx.config, effect.lead, conv.sessionId) });
        }
        mailed = true;
      } else if (effect.outcome === 'escalated') {
        const contact = { email: context.email ?? null, phone: context.phone ?? null, name: context.name ?? null };
        await insertEscalation(tx, { conversationId: conv.id, reason: effect.reason, feedback: effect.feedback, ...contact }, now);
        const messages = await transcript(tx, [conv.id]);
        await enqueueEmail(tx, {
          to: ctx.config.site.email,
          ...escalationEmail(ctx.config, {
            sessionId: conv.sessionId,
            flow: out.state.flow ?? conv.flowType,
            reason: effect.reason,
            ...contact,
            exchanges: messages.slice(-20).map((m) => ({ question: m.question, answer: m.answer })),
          }),
        });
        mailed = true;
      }
    }
    return toChatReply(conv.sessionId, out.reply, status);
  });

  if (expired || !reply) throw conflict(CHAT_MESSAGES.conversationAbandoned);
  if (mailed) ctx.mailer.kick();
  return reply;
}

export function respond(ctx: AppContext, visitor: Visitor, input: ChatRespondInput, ip: string): Promise<ChatReply> {
  return converse(ctx, visitor, input.session_id, { kind: 'answer', text: input.user_response }, ip);
}

export function submitSatisfaction(ctx: AppContext, visitor: Visitor, input: ChatSatisfactionInput, ip: string): Promise<ChatReply> {
  const feedback = input.feedback?.trim() || null;
  return converse(ctx, visitor, input.session_id, { kind: 'satisfaction', satisfied: input.is_satisfied, feedback }, ip, feedback);
}

/**
 * The visitor's own conversations, newest first. `id` is their visitor id or the session id of
 * one of their conversations; anything else (someone else's id included) is "not found".
 */
export async function visitorHistory(ctx: AppContext, visitor: Visitor | null, id: string): Promise<ChatHistoryConversation[]> {
  if (!visitor || !isUuid(id)) throw notFound(CHAT_MESSAGES.historyNotFound);
  if (id.toLowerCase() !== visitor.id) {
    const owned = await findOwnedConversation(ctx.db, id.toLowerCase(), visitor.id);
    if (!owned) throw notFound(CHAT_MESSAGES.historyNotFound);
  }
  const now = new Date();
  await markAbandoned(ctx.db, now);
  const conversations = await ctx.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorId, visitor.id))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(50);
  const messages = await transcript(
    ctx.db,
    conversations.map((c) => c.id),
  );
  return conversations.map((c) => ({
    session_id: c.sessionId,
    flow_type: c.flowType,
    status: c.status,
    is_satisfied: c.isSatisfied,
    created_at: c.createdAt.toISOString(),
    completed_at: c.completedAt?.toISOString() ?? null,
    messages: messages
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({ step_number: m.stepNumber, question: m.question, answer: m.answer, created_at: m.createdAt.toISOString() })),
  }));
}

/** Deletes one of the visitor's conversations with its transcript, leads and escalations. */
export async function deleteSession(ctx: AppContext, visitor: Visitor | null, sessionId: string): Promise<void> {
  if (!visitor || !isUuid(sessionId)) throw notFound(CHAT_MESSAGES.sessionNotFound);
  const rows = await ctx.db
    .delete(chatConversations)
    .where(and(eq(chatConversations.sessionId, sessionId.toLowerCase()), eq(chatConversations.visitorId, visitor.id)))
    .returning({ id: chatConversations.id });
  if (rows.length === 0) throw notFound(CHAT_MESSAGES.sessionNotFound);
}
