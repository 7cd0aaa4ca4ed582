import { BROWSE_SHORTCUT, DONE_SHORTCUT, TEXT } from '../copy';
import { toCard } from '../format';
import { matchOption } from '../parse';
import { reask, toSatisfaction } from '../transitions';
import type { ChatContext, MachineState, StepDef, StepName, Transition } from '../types';
import { findCandidate } from './shared';

/**
 * "Which property?" for rent_inquiry and schedule_visit: the visitor types a name, street or
 * city (or asks to browse), picks one of the matches (`property_selection`) or of the browse list
 * (`property_browse`), and the flow continues with that property.
 */
export function propertyPicker(options: {
  ask: StepName;
  select: StepName;
  question: string;
  onPicked: (context: ChatContext) => Transition;
}): Partial<Record<StepName, StepDef>> {
  const { ask, select, question, onPicked } = options;

  /** A typed name becomes a search; "browse" lists available homes. */
  function search(text: string, state: MachineState): Transition {
    if (matchOption(text, [BROWSE_SHORTCUT])) {
      return { lookup: { type: 'browse' }, then: select, context: { ...state.context, keyword: undefined } };
    }
    const keyword = text.trim().replace(/\s+/g, ' ');
    if (keyword.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return reask(TEXT.keywordTooShort);
    return { lookup: { type: 'find', keyword }, then: select, context: { ...state.context, keyword } };
  }

  const askStep: StepDef = {
    render: () => ({ question, input_type: 'text', options: [], additional_options: [BROWSE_SHORTCUT] }),
    answer: (text, state) => search(text, state),
  };

  const selectStep: StepDef = {
    render(state) {
      const { candidates = [], browse, keyword } = state.context;
      if (candidates.length === 0) {
        return { question: TEXT.noneAvailable, input_type: 'no_results', options: [], additional_options: [DONE_SHORTCUT] };
      }
      let text: string;
      if (!browse && keyword) text = candidates.length === 1 ? TEXT.matchesOne(keyword) : TEXT.matchesMany(candidates.length, keyword);
      else text = keyword ? TEXT.browseAfterMiss(keyword) : TEXT.browse;
      return {
        question: text,
        input_type: browse ? 'property_browse' : 'property_selection',
        options: [],
        additional_options: browse ? [] : [BROWSE_SHORTCUT],
        properties: candidates.map(toCard),
        ...(keyword ? { search_keyword: keyword } : {}),
      };
    },
    answer(text, state) {
      const property = findCandidate(text, state.context.candidates);
      if (property) return onPicked({ ...state.context, property, candidates: undefined, browse: undefined });
      if (matchOption(text, [DONE_SHORTCUT])) return toSatisfaction(state.context);
      return search(text, state);
    },
    lookup(result, state) {
      if (result.type === 'find') {
        const found = result.matches.length > 0;
        return { to: select, context: { ...state.context, candidates: found ? result.matches : result.fallback, browse: !found } };
      }
      if (result.type === 'browse') return { to: select, context: { ...state.context, candidates: result.properties, browse: true } };
      return reask(TEXT.keywordTooShort);
    },
  };

  return { [ask]: askStep, [select]: selectStep };
}
