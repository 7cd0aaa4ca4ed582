// Submitting the questionnaire: check, store, recommend and e-mail in one transaction.
import {
  type RecommendationCriteria,
  type RecommendationsSummary,
  type RecommendedProperty,
  type ScreeningSubmitInput,
  type ScreeningSubmitResult,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { screeningAnswers, screeningRecommendations, screeningResponses } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { checkAnswers } from './answers';
import { officeEmail, respondentEmail } from './emails';
import { listActiveQuestions } from './questions';
import { loadCandidates, resolveLocation } from './recommender/candidates';
import { extractCriteria } from './recommender/criteria';
import { recommendationUrl } from './recommender/link';
import { recommend, scoredCriteria, type ScoredProperty, type ScoringCriteria } from './recommender/scoring';
import { newScreeningReference, REFERENCE_ATTEMPTS, uniqueViolation } from './reference';

export interface SubmitOptions {
  /** Send the receipt and the office notice (the demo seed does not). */
  notify?: boolean;
  createdAt?: Date;
}

export function recommendationMessage(generated: boolean, count: number): string {
  if (!generated) return 'Our team will review your answers and contact you with suitable properties.';
  if (count === 0) return 'No available property matches your answers right now. Our team will contact you with options.';
  return count === 1 ? 'We found 1 property that matches your answers.' : `We found ${count} properties that match your answers.`;
}

export function toRecommendedProperty(m: ScoredProperty): RecommendedProperty {
  const p = m.property;
  return {
    id: p.id,
    title: p.title,
    city: p.city,
    state: p.state,
    price: p.price,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    property_type: p.propertyType,
    score: m.score,
    breakdown: m.breakdown,
    url: `/properties/${p.id}`,
    cover_image: p.coverImage,
  };
}

async function buildRecommendations(tx: Tx, criteria: RecommendationCriteria) {
  const { city, ...rest } = criteria;
  const scoring: ScoringCriteria = { ...rest, location: city ? await resolveLocation(tx, city) : undefined };
  const generated = scoredCriteria(scoring).length > 0;
  const matches = generated ? recommend(await loadCandidates(tx), scoring) : [];
  return { generated, matches, url: recommendationUrl(scoring, matches) };
}

/** Stores a response under a fresh SCR- reference; a reference already taken draws another one. */
export async function submitResponse(
  ctx: AppContext,
  input: ScreeningSubmitInput,
  options: SubmitOptions = {},
): Promise<ScreeningSubmitResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await submitOnce(ctx, input, options, newScreeningReference());
    } catch (error) {
      if (uniqueViolation(error)?.includes('reference') && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}

async function submitOnce(
  ctx: AppContext,
  input: ScreeningSubmitInput,
  options: SubmitOptions,
  reference: string,
): Promise<ScreeningSubmitResult> {
  const notify = options.notify ?? true;
  const result = await ctx.db.transaction(async (tx) => {
    const check = checkAnswers(await listActiveQuestions(tx), input.answers);
    if (!check.ok) throw badRequest(check.message, check.errors);

    const criteria = extractCriteria(check.answers);
    const { generated, matches, url } = await buildRecommendations(tx, criteria);
    const summary: Omit<RecommendationsSummary, 'properties'> = {
      message: recommendationMessage(generated, matches.length),
      generated,
      property_count: matches.length,
      criteria,
      url,
    };
    const message = input.message?.trim() || null;
    const [response] = await tx
      .insert(screeningResponses)
      .values({
        reference,
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        message,
        recommendations: summary,
        ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
      })
      .returning({ id: screeningResponses.id });

    await tx.insert(screeningAnswers).values(check.answers.map((a) => ({ ...a, responseId: response.id })));
    if (matches.length > 0) {
      await tx.insert(screeningRecommendations).values(
        matches.map((m, rank) => ({
          responseId: response.id,
          propertyId: m.property.id,
          rank: rank + 1,
          score: m.score,
          breakdown: m.breakdown,
          title: m.property.title,
          city: m.property.city,
          state: m.property.state,
          price: m.property.price,
          bedrooms: m.property.bedrooms,
          bathrooms: m.property.bathrooms,
          propertyType: m.property.propertyType,
        })),
      );
    }

    if (notify) {
      await enqueueEmail(tx, {
        to: input.email,
        ...respondentEmail(ctx.config, { fullName: input.full_name, reference, matches, listUrl: url }),
      });
      await enqueueEmail(tx, {
        to: ctx.config.site.email,
        ...officeEmail(ctx.config, {
          reference,
          fullName: input.full_name,
          email: input.email,
          phone: input.phone,
          message,
          answers: check.answers,
          matches,
        }),
      });
    }
    return { response_id: response.id, reference, recommendations: { ...summary, properties: matches.map(toRecommendedProperty) } };
  });
  if (notify) ctx.mailer.kick();
  return result;
}
