import { CHAT_FLOW_LABELS } from '@rentfront/shared';
import { FLOW_OPTIONS, SATISFACTION_OPTIONS, TEXT } from '../copy';
import { detectOpening } from '../intent';
import { matchOption, parseYesNo } from '../parse';
import { enterFlow, reask } from '../transitions';
import { SEARCH_FIELDS, type MachineState, type StepDef, type StepName, type Transition } from '../types';

// The opening question, the satisfaction question and the end of the conversation.

const welcome: StepDef = {
  render: () => ({
    question: TEXT.welcome,
    input_type: 'choice',
    // Offered as shortcuts next to the text box, so the visitor may also type freely.
    options: [],
    additional_options: FLOW_OPTIONS,
  }),
  answer(text) {
    const option = matchOption(text, FLOW_OPTIONS);
    if (option) return enterFlow(option.value, {});
    const intent = detectOpening(text);
    if (!intent) return reask(TEXT.welcomeUnknown);
    if (intent.flow === 'property_search') {
      const { criteria } = intent;
      if (Object.keys(criteria).length === 0) return enterFlow('property_search', {});
      // "2 bedroom in Albany under $1,500" goes straight to the results.
      return {
        lookup: { type: 'search', criteria },
        then: 'search_results',
        context: { search: criteria, asked: [...SEARCH_FIELDS] },
        flow: 'property_search',
      };
    }
    if (intent.flow === 'general_support' && intent.topic) {
      return { to: 'support_answer', context: { support_topic: intent.topic }, flow: 'general_support' };
    }
    return enterFlow(intent.flow, {});
  },
};

const EMAIL_IN_TEXT = /[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>().,;]+/;

/** Ends the conversation: satisfied → completed; not satisfied → escalated to the office. */
export function finishConversation(state: MachineState, satisfied: boolean, feedback?: string | null): Transition {
  const note = feedback?.trim() || null;
  const context = { ...state.context, satisfied, escalated: !satisfied };
  if (!satisfied && note && !context.email) {
    const email = EMAIL_IN_TEXT.exec(note)?.[0];
    if (email) context.email = email;
  }
  const where = state.flow ? CHAT_FLOW_LABELS[state.flow].toLowerCase() : 'the opening question';
  const reason = note ?? `The visitor said they need more help (during ${where}).`;
  return {
    to: 'completed',
    context,
    effects: [{ type: 'finish', outcome: satisfied ? 'completed' : 'escalated', satisfied, feedback: note, reason }],
  };
}

const satisfaction: StepDef = {
  render: () => ({ question: TEXT.satisfaction, input_type: 'choice', options: SATISFACTION_OPTIONS }),
  answer(text, state) {
    const option = matchOption(text, SATISFACTION_OPTIONS);
    const satisfied = option ? option.value === 'yes' : parseYesNo(text);
    if (satisfied === undefined) return reask(TEXT.pickOption);
    return finishConversation(state, satisfied);
  },
};

const completed: StepDef = {
  render(state, env) {
    const { context } = state;
    if (!context.escalated) return { question: TEXT.satisfied, input_type: 'completion', options: [] };
    const contact = context.email ?? context.phone;
    return {
      question: contact
        ? TEXT.escalatedWithContact(contact, env.site.email, env.site.phone)
        : TEXT.escalatedNoContact(env.site.email, env.site.phone, env.site.officeHours),
      input_type: 'completion',
      options: [],
    };
  },
};

export const OPENING_STEPS: Partial<Record<StepName, StepDef>> = { welcome, satisfaction, completed };
