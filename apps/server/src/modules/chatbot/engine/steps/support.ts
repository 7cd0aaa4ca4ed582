import { detectSupportTopic, supportAnswer } from '../answers';
import { STILL_NEED_HELP_OPTIONS, SUPPORT_TOPIC_OPTIONS, TEXT } from '../copy';
import { matchOption } from '../parse';
import { reask, toSatisfaction } from '../transitions';
import type { StepDef, StepName } from '../types';

// general_support: topic → answer from the site settings → still need help? → the question →
// contact → lead (server.md §6).

const supportTopic: StepDef = {
  render: () => ({ question: TEXT.supportTopic, input_type: 'choice', options: SUPPORT_TOPIC_OPTIONS }),
  answer(text, state) {
    const topic = matchOption(text, SUPPORT_TOPIC_OPTIONS)?.value ?? detectSupportTopic(text);
    if (!topic) return reask(TEXT.pickOption);
    return { to: 'support_answer', context: { ...state.context, support_topic: topic } };
  },
};

const supportAnswerStep: StepDef = {
  render: (state, env) => ({
    question: `${supportAnswer(state.context.support_topic ?? 'hours', env)}\n\n${TEXT.stillNeedHelp}`,
    input_type: 'info_response',
    options: STILL_NEED_HELP_OPTIONS,
  }),
  answer(text, state) {
    const option = matchOption(text, STILL_NEED_HELP_OPTIONS);
    if (option?.value === 'more') return { to: 'support_topic', context: state.context };
    if (option?.value === 'contact') return { to: 'support_question', context: state.context };
    if (option?.value === 'done') return toSatisfaction(state.context);
    const topic = matchOption(text, SUPPORT_TOPIC_OPTIONS)?.value ?? detectSupportTopic(text);
    if (topic) return { to: 'support_answer', context: { ...state.context, support_topic: topic } };
    return reask(TEXT.pickOption);
  },
};

const supportQuestion: StepDef = {
  render: () => ({ question: TEXT.supportQuestion, input_type: 'text', options: [] }),
  answer(text, state) {
    const question = text.trim();
    if (question.length < 5) return reask(TEXT.supportQuestionShort);
    return { to: 'contact_method', context: { ...state.context, support_question: question } };
  },
};

export const SUPPORT_STEPS: Partial<Record<StepName, StepDef>> = {
  support_topic: supportTopic,
  support_answer: supportAnswerStep,
  support_question: supportQuestion,
};
