// Pre-screening responses and Property Assistant conversations at scale, with their child rows
// (answers; transcript messages), which the list pages count for each row they show.
import { sql } from 'drizzle-orm';
import type { ChatFlowType } from '@rentfront/shared';
import type { Db } from '../../src/db/client';
import { chatConversations, chatMessages, screeningAnswers, screeningResponses } from '../../src/db/schema';
import { person, prose } from './people';
import { createdAt, insertGenerated, uuidArray, pick, rng, uuid, weighted } from './random';

const DAY = 24 * 60 * 60 * 1000;
/** The first four turns of a property search, as every seeded transcript (the list only counts them). */
const TRANSCRIPT = [
  ['What can I help you with?', 'Find a home'],
  ['Which city?', 'Albany'],
  ['What is your monthly budget?', '$1,000 – $1,500'],
  ['How many bedrooms?', '2 bedrooms'],
] as const;

const QUESTIONS = [
  ['What is your monthly budget?', 'number'],
  ['Which city would you like to live in?', 'text'],
  ['How many bedrooms do you need?', 'number'],
  ['When would you like to move in?', 'date'],
  ['Do you have pets?', 'yesno'],
] as const;

// The friendly reference's alphabet (modules/applications/reference.ts). Seeded rows number theirs
// in it (SCR-AAAAAA, SCR-AAAAAB, ...): unique without a lookup; a live submission that draws one
// of them draws again.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function seededReference(i: number): string {
  let out = '';
  for (let n = i, k = 0; k < 6; k++, n = Math.floor(n / 32)) out = REFERENCE_ALPHABET[n % 32] + out;
  return `SCR-${out}`;
}

export async function fillScreening(db: Db, count: number, now: Date): Promise<void> {
  const r = rng(4401);
  // Child rows are made by the database from these ids: one statement instead of 500k parameters.
  const ids: string[] = [];
  await insertGenerated(db, screeningResponses, count, (i) => {
    const who = person(r, i);
    const created = createdAt(r, i, count, now, 3 * 365);
    const replied = i < count * 0.01 ? r() < 0.3 : r() < 0.85;
    const id = uuid(r);
    ids.push(id);
    const found = Math.floor(r() * 10);
    return {
      id,
      reference: seededReference(i),
      fullName: who.name,
      email: who.email,
      phone: who.phone,
      message: r() < 0.5 ? prose(r, 15 + Math.floor(r() * 30)) : null,
      recommendations: {
        message: found ? `We found ${found} homes that match what you told us.` : 'No homes match yet; we will let you know.',
        generated: true,
        property_count: found,
        criteria: { budget_max: 1000 + Math.floor(r() * 2500), city: 'Albany', bedrooms: 1 + Math.floor(r() * 3) },
        url: '/properties?city=Albany',
      },
      adminReply: replied ? prose(r, 25) : null,
      repliedAt: replied ? new Date(created.getTime() + DAY) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  await db.execute(sql`
    insert into ${screeningAnswers} (response_id, question_text, question_type, position, answer_text, answer_number, answer_date, answer_yesno, created_at)
    select r.id, q.text, q.type, q.position,
      case when q.type = 'text' then 'Albany' end,
      case when q.type = 'number' then 1 + abs(hashtext(r.id::text || q.position)) % 2500 end,
      case when q.type = 'date' then date '2026-09-01' end,
      case when q.type = 'yesno' then abs(hashtext(r.id::text)) % 5 < 2 end,
      r.created_at
    from ${screeningResponses} r
    cross join (values ${sql.join(
      QUESTIONS.map(([text, type], position) => sql`(${text}::text, ${type}::text, ${position}::int)`),
      sql`, `,
    )}) as q(text, type, position)
    where r.id = any(${uuidArray(ids)}::uuid[])`);
}

const FLOWS: readonly (readonly [ChatFlowType, number])[] = [
  ['property_search', 40],
  ['rent_inquiry', 20],
  ['schedule_visit', 15],
  ['general_support', 15],
  ['bug_report', 4],
  ['feedback', 6],
];

/**
 * Conversations over one year: most finished or abandoned, a few escalated, active ones only in
 * the last hours (older active chats are turned into abandoned ones by the list itself). About
 * four in ten visitors left a name and e-mail.
 */
export async function fillChatbot(db: Db, count: number, now: Date): Promise<void> {
  const r = rng(5501);
  const ids: string[] = [];
  await insertGenerated(db, chatConversations, count, (i) => {
    const who = person(r, i);
    const created = createdAt(r, i, count, now, 365);
    const recent = now.getTime() - created.getTime() < 6 * 60 * 60 * 1000;
    const status = recent
      ? weighted(r, [
          ['active', 5],
          ['completed', 4],
          ['abandoned', 1],
        ] as const)
      : weighted(r, [
          ['completed', 55],
          ['abandoned', 36],
          ['escalated', 9],
        ] as const);
    const named = r() < 0.4;
    const asked = status === 'completed' || status === 'escalated';
    const id = uuid(r);
    ids.push(id);
    return {
      id,
      sessionId: uuid(r),
      visitorId: uuid(r),
      flowType: r() < 0.95 ? weighted(r, FLOWS) : null,
      status,
      step: status === 'completed' ? 'completion' : 'ask_city',
      stepNumber: 1 + Math.floor(r() * 8),
      context: { search: { city: pick(r, ['Albany', 'Troy', 'Schenectady']), bedrooms: 1 + Math.floor(r() * 3) } },
      guestName: named ? who.name : null,
      guestEmail: named ? who.email : null,
      isSatisfied: asked && r() < 0.7 ? r() < 0.8 : null,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      userIp: `203.0.113.${i % 250}`,
      createdAt: created,
      updatedAt: created,
      lastActivityAt: new Date(created.getTime() + 4 * 60 * 1000),
      completedAt: status === 'completed' ? new Date(created.getTime() + 4 * 60 * 1000) : null,
    };
  });
  await db.execute(sql`
    insert into ${chatMessages} (conversation_id, step, step_number, question, input_type, answer, response_time_seconds, created_at, answered_at)
    select c.id, 'step_' || m.step, m.step, m.question, 'options', m.answer,
      (abs(hashtext(c.id::text || m.step)) % 300) / 10.0,
      c.created_at + m.step * interval '30 seconds',
      c.created_at + m.step * interval '30 seconds' + interval '8 seconds'
    from ${chatConversations} c
    cross join (values ${sql.join(
      TRANSCRIPT.map(([question, answer], step) => sql`(${step}::int, ${question}::text, ${answer}::text)`),
      sql`, `,
    )}) as m(step, question, answer)
    where c.id = any(${uuidArray(ids)}::uuid[])`);
}
