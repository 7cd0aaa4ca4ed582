// Demo data of the screening domain: six tagged questions and, when there are properties to
// recommend, three sample responses made through the real submit (so they carry real matches).
import { count, eq } from 'drizzle-orm';
import type { NewQuestionInput } from '@rentfront/shared';
import type { AppContext } from '../context';
import { properties, screeningQuestions, screeningResponses } from '../db/schema';
import { createQuestions } from '../modules/screening/questions';
import { submitResponse } from '../modules/screening/submit';
import type { Seeder } from './seeder';

const QUESTIONS: NewQuestionInput[] = [
  {
    question_text: 'What is your maximum monthly rent budget (USD)?',
    question_type: 'number',
    placeholder_text: 'e.g. 1600',
    criterion: 'budget_max',
  },
  {
    question_text: 'Which city would you like to live in?',
    question_type: 'text',
    placeholder_text: 'e.g. Albany, Saratoga Springs, Troy',
    criterion: 'city',
  },
  { question_text: 'How many bedrooms do you need?', question_type: 'number', placeholder_text: 'e.g. 2', criterion: 'bedrooms' },
  {
    question_text: 'How many bathrooms do you need?',
    question_type: 'number',
    placeholder_text: 'e.g. 1',
    is_required: false,
    criterion: 'bathrooms',
  },
  { question_text: 'When would you like to move in?', question_type: 'date', criterion: 'move_in_date' },
  { question_text: 'Will any pets live with you?', question_type: 'yesno', criterion: 'pets' },
];

interface Sample {
  full_name: string;
  email: string;
  phone: string;
  message?: string;
  /** Answers in question order: budget, city, bedrooms, bathrooms, move-in in days from today, pets. */
  answers: [number, string, number, number, number, boolean];
  daysAgo: number;
  reply?: string;
}

const SAMPLES: Sample[] = [
  {
    full_name: 'Emily Carter',
    email: 'emily.carter@example.com',
    phone: '(518) 555-0134',
    message: 'I work at Albany Med and would like to be close to downtown. I have a small, quiet cat.',
    answers: [1600, 'Albany', 2, 1, 30, true],
    daysAgo: 5,
    reply:
      'Hi Emily, thank you for your answers. Two of the Albany apartments we recommended accept cats; we would be happy to show them to you this week. Please call us to pick a time.',
  },
  {
    full_name: 'Marcus Lee',
    email: 'marcus.lee@example.com',
    phone: '(607) 555-0178',
    message: 'Graduate student at Cornell, looking for something simple.',
    answers: [1200, 'Ithaca', 1, 1, 45, false],
    daysAgo: 3,
  },
  {
    full_name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '(518) 555-0199',
    answers: [2600, 'Saratoga Springs', 3, 2, 60, true],
    daysAgo: 1,
  },
];

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const seedScreening: Seeder = async (ctx: AppContext) => {
  const [{ questions: existing }] = await ctx.db.select({ questions: count() }).from(screeningQuestions);
  if (Number(existing) > 0) return;
  const asked = await createQuestions(ctx.db, QUESTIONS);

  // Samples only make sense with homes to recommend; without them the admin list simply starts empty.
  const [{ available }] = await ctx.db.select({ available: count() }).from(properties).where(eq(properties.status, 'available'));
  const [{ responses }] = await ctx.db.select({ responses: count() }).from(screeningResponses);
  if (Number(available) === 0 || Number(responses) > 0) return;

  for (const sample of SAMPLES) {
    const [budget, city, bedrooms, bathrooms, moveInDays, pets] = sample.answers;
    const createdAt = new Date(Date.now() - sample.daysAgo * 86_400_000);
    const { response_id: id } = await submitResponse(
      ctx,
      {
        full_name: sample.full_name,
        email: sample.email,
        phone: sample.phone,
        message: sample.message,
        answers: [
          { question_id: asked[0].id, answer_number: budget },
          { question_id: asked[1].id, answer_text: city },
          { question_id: asked[2].id, answer_number: bedrooms },
          { question_id: asked[3].id, answer_number: bathrooms },
          { question_id: asked[4].id, answer_date: isoDateInDays(moveInDays - sample.daysAgo) },
          { question_id: asked[5].id, answer_yesno: pets },
        ],
      },
      // Demo addresses are not real: no receipt or office notice is queued for them.
      { notify: false, createdAt },
    );
    if (sample.reply) {
      const repliedAt = new Date(createdAt.getTime() + 20 * 3_600_000);
      await ctx.db
        .update(screeningResponses)
        .set({ adminReply: sample.reply, repliedAt, updatedAt: repliedAt })
        .where(eq(screeningResponses.id, id));
    }
  }
};
