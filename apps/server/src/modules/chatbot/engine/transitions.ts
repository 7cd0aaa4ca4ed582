import type { ChatFlowType } from '@rentfront/shared';
import { SEARCH_FIELDS, type ChatContext, type Effect, type LeadDraft, type SearchField, type StepName, type Transition } from './types';

/** Small builders the steps share, so every step reads as "on this answer, go there". */

export const reask = (reason: string, context?: ChatContext): Transition => ({ reask: reason, context });

const SEARCH_STEP: Record<SearchField, StepName> = {
  type: 'search_type',
  city: 'search_city',
  budget: 'search_budget',
  bedrooms: 'search_bedrooms',
  pets: 'search_pets',
  move_in: 'search_move_in',
};

/** The next unanswered search question, or the search itself when everything is settled. */
export function nextSearchStep(context: ChatContext): Transition {
  const asked = new Set(context.asked ?? []);
  const field = SEARCH_FIELDS.find((f) => !asked.has(f));
  if (field) return { to: SEARCH_STEP[field], context, flow: 'property_search' };
  return { lookup: { type: 'search', criteria: context.search ?? {} }, then: 'search_results', context, flow: 'property_search' };
}

/** Enters a flow from the opening or from another flow (keeping the property already chosen). */
export function enterFlow(flow: ChatFlowType, context: ChatContext): Transition {
  switch (flow) {
    case 'property_search':
      return nextSearchStep(context);
    case 'rent_inquiry':
      return { to: context.property ? 'inquiry_topic' : 'inquiry_property', context, flow };
    case 'schedule_visit':
      return context.property
        ? { lookup: { type: 'tour_types', property_id: context.property.id }, then: 'visit_tour_type', context, flow }
        : { to: 'visit_property', context, flow };
    case 'general_support':
      return { to: 'support_topic', context, flow };
    case 'bug_report':
      return { to: 'bug_kind', context, flow };
    case 'feedback':
      return { to: 'feedback_area', context, flow };
  }
}

/** To the satisfaction question, after "I'm all set" or after a thank-you. */
export function toSatisfaction(context: ChatContext, thanks?: string, effects?: Effect[]): Transition {
  return thanks
    ? { to: 'satisfaction', context, notice: thanks, inputType: 'thank_you_message', effects }
    : { to: 'satisfaction', context, notice: undefined, effects };
}

/** Saves a lead and thanks the visitor; the satisfaction question follows. */
export function saveLead(
  context: ChatContext,
  lead: Omit<LeadDraft, 'name' | 'email' | 'phone' | 'property_id' | 'property_title'> & Partial<LeadDraft>,
  thanks: string,
): Transition {
  const full: LeadDraft = {
    name: context.name ?? null,
    email: context.email ?? null,
    phone: context.phone ?? null,
    property_id: context.property?.id ?? null,
    property_title: context.property?.title ?? null,
    ...lead,
  };
  const hasContact = Boolean(full.email || full.phone);
  return toSatisfaction({ ...context, contact_submitted: context.contact_submitted || hasContact }, thanks, [{ type: 'lead', lead: full }]);
}
