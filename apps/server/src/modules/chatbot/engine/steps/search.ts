import {
  ANYWHERE,
  BEDROOM_OPTIONS,
  BUDGET_OPTIONS,
  MOVE_IN_SHORTCUTS,
  RESULTS_OPTIONS,
  SELECTED_PROPERTY_OPTIONS,
  TEXT,
  TYPE_OPTIONS,
  YES_NO_OPTIONS,
} from '../copy';
import { bedroomsPhrase, describeSearch, toCard, usd, usShortDate } from '../format';
import {
  addDays,
  daysBetween,
  hasSearchCriteria,
  isValidChatEmail,
  matchOption,
  normalize,
  parseBedrooms,
  parseBudgetAnswer,
  parseCityAnswer,
  parseDate,
  parsePets,
  parsePropertyType,
  parseSearchText,
  parseYesNo,
} from '../parse';
import { enterFlow, nextSearchStep, reask, saveLead, toSatisfaction } from '../transitions';
import {
  SEARCH_FIELDS,
  type ChatContext,
  type MachineState,
  type SearchCriteria,
  type SearchField,
  type StepDef,
  type StepName,
  type Transition,
} from '../types';
import { findCandidate } from './shared';

// property_search: type → city → budget → bedrooms → pets → move-in → results → optional
// new-listing alerts (server.md §6). Any answer may carry more criteria ("a 2 bedroom apartment
// in Troy"); those questions are then skipped.

const FIELD_KEYS: Record<SearchField, (keyof SearchCriteria)[]> = {
  type: ['property_type'],
  city: ['city', 'state'],
  budget: ['min_price', 'max_price'],
  bedrooms: ['bedrooms'],
  pets: ['pets'],
  move_in: ['move_in'],
};

/** The fields a set of criteria speaks about. */
function fieldsOf(c: SearchCriteria): SearchField[] {
  return SEARCH_FIELDS.filter((f) => FIELD_KEYS[f].some((k) => c[k] !== undefined));
}

/** Replaces what is known about the given fields with `values` and marks them answered. */
export function settle(context: ChatContext, fields: SearchField[], values: SearchCriteria): ChatContext {
  const search: SearchCriteria = { ...context.search };
  for (const f of fields) for (const k of FIELD_KEYS[f]) delete search[k];
  Object.assign(search, values);
  const asked = [...new Set([...(context.asked ?? []), ...fields])];
  return { ...context, search, asked, candidates: undefined, alternatives: undefined };
}

/** Settles the field this step asked about, plus anything else the sentence mentioned. */
function answerField(state: MachineState, field: SearchField, values: SearchCriteria, text: string): Transition {
  const extra = parseSearchText(text);
  for (const k of FIELD_KEYS[field]) delete extra[k];
  const context = settle(settle(state.context, fieldsOf(extra), extra), [field], values);
  return nextSearchStep(context);
}

/** An answer that is not this field but mentions others still moves the search forward. */
function otherCriteriaOr(state: MachineState, text: string, reason: string): Transition {
  const extra = parseSearchText(text);
  if (!hasSearchCriteria(extra) && extra.pets === undefined) return reask(reason);
  return nextSearchStep(settle(state.context, fieldsOf(extra), extra));
}

const searchType: StepDef = {
  render: () => ({ question: TEXT.searchType, input_type: 'choice', options: TYPE_OPTIONS }),
  answer(text, state) {
    const option = matchOption(text, TYPE_OPTIONS);
    if (option?.value === 'any' || /^(any|anything|no preference|doesn'?t matter)$/.test(normalize(text))) {
      return answerField(state, 'type', {}, text);
    }
    const type = option?.value ?? parsePropertyType(text);
    if (type) return answerField(state, 'type', { property_type: type }, text);
    return otherCriteriaOr(state, text, TEXT.pickOption);
  },
};

const searchCity: StepDef = {
  render: () => ({ question: TEXT.searchCity, input_type: 'text', options: [], additional_options: [ANYWHERE] }),
  answer(text, state) {
    if (matchOption(text, [ANYWHERE]) || /^(anywhere|any|any city|no preference|doesn'?t matter)$/.test(normalize(text))) {
      return answerField(state, 'city', {}, text);
    }
    const place = parseCityAnswer(text);
    if (place) return answerField(state, 'city', place, text);
    return otherCriteriaOr(state, text, TEXT.searchCityInvalid);
  },
};

const searchBudget: StepDef = {
  render: () => ({
    question: TEXT.searchBudget,
    input_type: 'choice',
    options: BUDGET_OPTIONS.map(({ label, value }) => ({ label, value })),
  }),
  answer(text, state) {
    const option = matchOption(text, BUDGET_OPTIONS);
    if (option) {
      const values: SearchCriteria = {};
      if (option.min !== undefined) values.min_price = option.min;
      if (option.max !== undefined) values.max_price = option.max;
      return answerField(state, 'budget', values, text);
    }
    if (/^(any|no limit|no budget|doesn'?t matter)$/.test(normalize(text))) return answerField(state, 'budget', {}, text);
    const range = parseBudgetAnswer(text);
    if (range) return answerField(state, 'budget', range, text);
    return otherCriteriaOr(state, text, TEXT.searchBudgetInvalid);
  },
};

const searchBedrooms: StepDef = {
  render: () => ({
    question: TEXT.searchBedrooms,
    input_type: 'choice',
    options: BEDROOM_OPTIONS.map(({ label, value }) => ({ label, value })),
  }),
  answer(text, state) {
    const option = matchOption(text, BEDROOM_OPTIONS);
    if (option) {
      return answerField(state, 'bedrooms', option.bedrooms === undefined ? {} : { bedrooms: option.bedrooms }, text);
    }
    const t = normalize(text);
    if (t === 'studio') return answerField(state, 'bedrooms', { bedrooms: 0 }, text);
    const n = parseBedrooms(text) ?? (/^(\d{1,2})\+?$/.test(t) ? Number(t.replace('+', '')) : undefined);
    if (n !== undefined && n <= 20) return answerField(state, 'bedrooms', { bedrooms: n }, text);
    return otherCriteriaOr(state, text, TEXT.pickOption);
  },
};

const searchPets: StepDef = {
  render: () => ({ question: TEXT.searchPets, input_type: 'choice', options: YES_NO_OPTIONS }),
  answer(text, state) {
    const yes = parseYesNo(text) ?? parsePets(text);
    if (yes === undefined) return otherCriteriaOr(state, text, TEXT.pickOption);
    return answerField(state, 'pets', yes ? { pets: true } : {}, text);
  },
};

const searchMoveIn: StepDef = {
  render: (_state, env) => ({
    question: TEXT.searchMoveIn(usShortDate(addDays(env.today, 30))),
    input_type: 'date',
    options: [],
    additional_options: MOVE_IN_SHORTCUTS,
  }),
  answer(text, state, env) {
    const shortcut = matchOption(text, MOVE_IN_SHORTCUTS);
    const t = normalize(text);
    if (shortcut?.value === 'asap' || /^(asap|now|right away|immediately)$/.test(t)) {
      return answerField(state, 'move_in', { move_in: env.today }, '');
    }
    if (shortcut?.value === 'flexible' || /^(flexible|any ?time|whenever|not sure|no rush)$/.test(t)) {
      return answerField(state, 'move_in', {}, '');
    }
    const date = parseDate(text, env.today);
    if (!date) return reask(TEXT.dateInvalid(usShortDate(addDays(env.today, 30))));
    if (date < env.today) return reask(TEXT.datePast);
    if (daysBetween(env.today, date) > 730) return reask(TEXT.moveInTooFar);
    return answerField(state, 'move_in', { move_in: date }, '');
  },
};

function pickProperty(state: MachineState, id: string): Transition | undefined {
  const property = findCandidate(id, state.context.candidates);
  return property ? { to: 'search_property', context: { ...state.context, property } } : undefined;
}

const searchResults: StepDef = {
  render(state) {
    const { candidates = [], alternatives, search = {} } = state.context;
    const what = describeSearch(search);
    const options = RESULTS_OPTIONS;
    if (candidates.length === 0) {
      return { question: TEXT.resultsNone, input_type: 'no_results', options, search_keyword: what };
    }
    return {
      question: alternatives ? TEXT.resultsAlternatives(what) : TEXT.resultsFound(candidates.length, what),
      input_type: alternatives ? 'property_search_no_results' : 'property_search_results',
      options,
      properties: candidates.map(toCard),
      search_keyword: what,
    };
  },
  answer(text, state) {
    const picked = pickProperty(state, text);
    if (picked) return picked;
    const option = matchOption(text, RESULTS_OPTIONS);
    if (option?.value === 'alerts') return { to: 'search_alert_email', context: state.context };
    if (option?.value === 'refine') {
      return nextSearchStep({ ...state.context, search: {}, asked: [], candidates: undefined, alternatives: undefined });
    }
    if (option?.value === 'done') return toSatisfaction(state.context);
    const extra = parseSearchText(text);
    if (hasSearchCriteria(extra)) return nextSearchStep(settle(state.context, fieldsOf(extra), extra));
    return reask(TEXT.resultsPick);
  },
  lookup(result, state) {
    if (result.type !== 'search') return reask(TEXT.resultsPick);
    const found = result.matches.length > 0;
    return {
      to: 'search_results',
      context: { ...state.context, candidates: found ? result.matches : result.alternatives, alternatives: !found },
    };
  },
};

const searchProperty: StepDef = {
  requiresProperty: true,
  render(state) {
    const p = state.context.property!;
    return {
      question: TEXT.selectedProperty(p.title, p.location, usd(p.price), bedroomsPhrase(p.bedrooms)),
      input_type: 'info_response',
      options: SELECTED_PROPERTY_OPTIONS,
      properties: [toCard(p)],
      selected_property_id: p.id,
    };
  },
  answer(text, state) {
    const option = matchOption(text, SELECTED_PROPERTY_OPTIONS);
    if (option?.value === 'ask') return enterFlow('rent_inquiry', state.context);
    if (option?.value === 'visit') return enterFlow('schedule_visit', state.context);
    if (option?.value === 'back') return { to: 'search_results', context: { ...state.context, property: undefined } };
    if (option?.value === 'done') return toSatisfaction(state.context);
    return pickProperty(state, text) ?? reask(TEXT.pickOption);
  },
};

const searchAlertEmail: StepDef = {
  render: () => ({ question: TEXT.alertEmail, input_type: 'email', options: [] }),
  answer(text, state) {
    if (!isValidChatEmail(text)) return reask(TEXT.emailInvalid);
    const email = text.trim();
    const search = state.context.search ?? {};
    return saveLead(
      { ...state.context, email },
      {
        lead_type: 'search_alert',
        property_id: null,
        property_title: null,
        details: {
          search: describeSearch(search),
          property_type: search.property_type ?? null,
          city: search.city ?? null,
          state: search.state ?? null,
          min_price: search.min_price ?? null,
          max_price: search.max_price ?? null,
          bedrooms: search.bedrooms ?? null,
          pets: search.pets ?? null,
          move_in: search.move_in ?? null,
        },
      },
      TEXT.alertThanks(email),
    );
  },
};

export const SEARCH_STEPS: Partial<Record<StepName, StepDef>> = {
  search_type: searchType,
  search_city: searchCity,
  search_budget: searchBudget,
  search_bedrooms: searchBedrooms,
  search_pets: searchPets,
  search_move_in: searchMoveIn,
  search_results: searchResults,
  search_property: searchProperty,
  search_alert_email: searchAlertEmail,
};
