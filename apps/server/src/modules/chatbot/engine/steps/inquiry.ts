import { detectInquiryTopic, propertyAnswer } from '../answers';
import { FOLLOW_UP_OPTIONS, INQUIRY_TOPIC_OPTIONS, TEXT } from '../copy';
import { toCard } from '../format';
import { matchOption } from '../parse';
import { reask, toSatisfaction } from '../transitions';
import type { StepDef, StepName } from '../types';
import { propertyPicker } from './pick';

// rent_inquiry: property → what to know → answer from the property's own data → contact
// preference → contact detail → lead → thank you (server.md §6).

const inquiryTopic: StepDef = {
  requiresProperty: true,
  render: (state) => ({
    question: TEXT.inquiryTopic(state.context.property!.title),
    input_type: 'choice',
    options: INQUIRY_TOPIC_OPTIONS,
    selected_property_id: state.context.property!.id,
  }),
  answer(text, state) {
    const topic = matchOption(text, INQUIRY_TOPIC_OPTIONS)?.value ?? detectInquiryTopic(text);
    if (!topic) return reask(TEXT.pickOption);
    return { to: 'inquiry_answer', context: { ...state.context, inquiry_topic: topic } };
  },
};

const inquiryAnswer: StepDef = {
  requiresProperty: true,
  render(state, env) {
    const p = state.context.property!;
    const answer = propertyAnswer(state.context.inquiry_topic ?? 'rent', p, env);
    return {
      question: `${answer}\n\n${TEXT.inquiryFollowUp}`,
      input_type: 'info_response',
      options: FOLLOW_UP_OPTIONS,
      properties: [toCard(p)],
      selected_property_id: p.id,
    };
  },
  answer(text, state) {
    const option = matchOption(text, FOLLOW_UP_OPTIONS);
    if (option?.value === 'more') return { to: 'inquiry_topic', context: state.context };
    if (option?.value === 'contact') return { to: 'contact_method', context: state.context };
    if (option?.value === 'done') return toSatisfaction(state.context);
    // A new question about the same home is answered straight away.
    const topic = matchOption(text, INQUIRY_TOPIC_OPTIONS)?.value ?? detectInquiryTopic(text);
    if (topic) return { to: 'inquiry_answer', context: { ...state.context, inquiry_topic: topic } };
    return reask(TEXT.pickOption);
  },
};

export const INQUIRY_STEPS: Partial<Record<StepName, StepDef>> = {
  ...propertyPicker({
    ask: 'inquiry_property',
    select: 'inquiry_select',
    question: TEXT.inquiryProperty,
    onPicked: (context) => ({ to: 'inquiry_topic', context }),
  }),
  inquiry_topic: inquiryTopic,
  inquiry_answer: inquiryAnswer,
};
