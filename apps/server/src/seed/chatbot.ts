// Demo Property Assistant conversations in every status and flow, played through the real state
// machine against the seeded properties (so transcripts read like real chats), then stored with
// timestamps spread over the last two weeks. No e-mails are queued for demo leads.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { chatConversations, chatMessages } from '../db/schema';
import { runLookup } from '../modules/chatbot/catalog';
import { advance, initialState } from '../modules/chatbot/engine/machine';
import type { Effect, EngineReply, MachineState } from '../modules/chatbot/engine/types';
import { engineEnv } from '../modules/chatbot/service';
import { choicesOf, insertEscalation, insertLead } from '../modules/chatbot/store';

interface Script {
  /** What the visitor types or clicks; `$property:N` is the N-th property card last shown. */
  answers: string[];
  daysAgo: number;
  /** Kept active (recent) or left idle (abandoned) when the script does not finish the chat. */
  idle?: 'active' | 'abandoned';
  userAgent: string;
}

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const SCRIPTS: Script[] = [
  {
    answers: ['2 bedroom in Albany under $1,500', '$property:0', 'back', 'alerts', 'maria.lopez@example.com', 'yes'],
    daysAgo: 1,
    userAgent: IPHONE,
  },
  {
    answers: [
      'Schedule a visit',
      'browse',
      '$property:1',
      'request',
      'tomorrow',
      'morning',
      'James Carter',
      '(518) 555-0173',
      'james.carter@example.com',
      'yes',
    ],
    daysAgo: 2,
    userAgent: DESKTOP,
  },
  {
    answers: ['rent_inquiry', 'Troy', '$property:0', 'pets', 'contact', 'email', 'priya.n@example.com', 'no'],
    daysAgo: 3,
    userAgent: MAC,
  },
  { answers: ['general_support', 'hours'], daysAgo: 0, idle: 'active', userAgent: IPHONE },
  {
    answers: ['bug_report', 'search', 'The price filter resets when I go back to the list', 'phone', 'medium', 'skip', 'yes'],
    daysAgo: 5,
    userAgent: IPHONE,
  },
  {
    answers: ['feedback', 'website', '5', 'Finding a pet-friendly place was easy', 'no', 'yes'],
    daysAgo: 6,
    userAgent: DESKTOP,
  },
  { answers: ['property_search', 'house', 'Saratoga Springs'], daysAgo: 9, idle: 'abandoned', userAgent: MAC },
  {
    answers: ['feedback', 'application', '2', 'The form asked for my address twice', 'yes', 'dana.w@example.com', 'no'],
    daysAgo: 12,
    userAgent: DESKTOP,
  },
];

interface Turn {
  reply: EngineReply;
  answer?: string;
  answerValue?: string;
}

/** Plays a script through the machine; returns the turns, the final state and the effects. */
async function play(ctx: AppContext, script: Script, now: Date) {
  const env = engineEnv(ctx, now);
  let state: MachineState = initialState();
  const first = advance(state, { kind: 'start' }, env);
  if (first.kind !== 'reply') throw new Error('chatbot seed: no opening');
  const turns: Turn[] = [{ reply: first.reply }];
  const effects: Effect[] = [];
  for (const scripted of script.answers) {
    const last = turns[turns.length - 1];
    const card = /^\$property:(\d+)$/.exec(scripted);
    const text = card ? last.reply.properties?.[Number(card[1])]?.id : scripted;
    if (!text) throw new Error(`chatbot seed: no property card for "${scripted}" at ${last.reply.step}`);
    const choice = choicesOf(last.reply).find((c) => c.value === text);
    last.answer = choice?.label ?? text;
    if (choice && choice.label !== choice.value) last.answerValue = choice.value;

    let out = advance(state, { kind: 'answer', text }, env);
    while (out.kind === 'lookup')
      out = advance(
        out.state,
        { kind: 'lookup', result: await runLookup(ctx.db, out.lookup, { ctx, ip: '127.0.0.1', now: new Date() }) },
        env,
      );
    if (out.kind !== 'reply') throw new Error(`chatbot seed: conversation closed at "${scripted}"`);
    state = out.state;
    effects.push(...out.effects);
    turns.push({ reply: out.reply });
  }
  return { turns, state, effects };
}

export async function seedChatbot(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(chatConversations);
  if (n > 0) return;
  const now = new Date();

  for (const [index, script] of SCRIPTS.entries()) {
    let played: Awaited<ReturnType<typeof play>>;
    try {
      played = await play(ctx, script, now);
    } catch (err) {
      // E.g. no property to click on in an empty catalog: skip that demo chat, keep the others.
      ctx.logger.warn({ err: (err as Error).message }, 'chatbot seed: demo conversation skipped');
      continue;
    }
    const { turns, state, effects } = played;
    // Recent chats start minutes ago; older ones in the afternoon of their day.
    const start = new Date(now.getTime() - script.daysAgo * 86_400_000 - (script.daysAgo === 0 ? 12 : 5 * 60) * 60_000);
    const finish = effects.find((e): e is Extract<Effect, { type: 'finish' }> => e.type === 'finish');
    let clock = start.getTime();
    const timeline = turns.map((turn, i) => {
      const asked = new Date(clock);
      const seconds = turn.answer === undefined ? null : 8 + ((i * 17 + index * 7) % 40);
      if (seconds !== null) clock += seconds * 1000;
      return { turn, asked, seconds, answeredAt: seconds === null ? null : new Date(clock) };
    });
    const last = new Date(clock);
    const status = finish ? finish.outcome : (script.idle ?? 'active');
    const { context } = state;

    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatConversations)
        .values({
          sessionId: crypto.randomUUID(),
          visitorId: crypto.randomUUID(),
          flowType: state.flow,
          status,
          step: state.step,
          stepNumber: state.stepNumber,
          context,
          guestName: context.name ?? null,
          guestEmail: context.email ?? null,
          isSatisfied: finish ? finish.satisfied : null,
          satisfactionFeedback: finish?.feedback ?? null,
          userAgent: script.userAgent,
          userIp: `203.0.113.${10 + index}`,
          createdAt: start,
          updatedAt: last,
          lastActivityAt: last,
          completedAt: finish ? last : null,
        })
        .returning({ id: chatConversations.id });
      for (const { turn, asked, seconds, answeredAt } of timeline) {
        await tx.insert(chatMessages).values({
          conversationId: row.id,
          step: turn.reply.step,
          stepNumber: turn.reply.step_number,
          question: turn.reply.question,
          inputType: turn.reply.input_type,
          choices: choicesOf(turn.reply),
          answer: turn.answer ?? null,
          answerValue: turn.answerValue ?? null,
          responseTimeSeconds: seconds,
          createdAt: asked,
          answeredAt,
        });
      }
      for (const effect of effects) {
        if (effect.type === 'lead') await insertLead(tx, row.id, effect.lead, last);
        else if (effect.outcome === 'escalated') {
          await insertEscalation(
            tx,
            {
              conversationId: row.id,
              reason: effect.reason,
              feedback: effect.feedback,
              email: context.email ?? null,
              phone: context.phone ?? null,
              name: context.name ?? null,
            },
            last,
          );
        }
      }
    });
  }
}
