import { CONTACT_METHOD_OPTIONS, TEXT } from '../copy';
import { isValidChatEmail, isValidChatPhone, matchOption, normalize } from '../parse';
import { reask, saveLead } from '../transitions';
import type { ChatContext, MachineState, StepDef, StepName, Transition } from '../types';

// How to reach the visitor, shared by rent_inquiry and general_support; ends with the lead.

function finish(state: MachineState, context: ChatContext): Transition {
  if (state.flow === 'general_support') {
    return saveLead(
      context,
      {
        lead_type: 'support',
        property_id: null,
        property_title: null,
        details: {
          topic: context.support_topic ?? null,
          question: context.support_question ?? null,
          contact_method: context.contact_method ?? null,
        },
      },
      TEXT.supportThanks,
    );
  }
  const p = context.property;
  return saveLead(
    context,
    {
      lead_type: 'inquiry',
      details: { topic: context.inquiry_topic ?? null, contact_method: context.contact_method ?? null },
    },
    p ? TEXT.inquiryThanks(p.title) : TEXT.supportThanks,
  );
}

const contactMethod: StepDef = {
  render: () => ({ question: TEXT.contactMethod, input_type: 'choice', options: CONTACT_METHOD_OPTIONS }),
  answer(text, state) {
    // Typing the address or number itself is an answer too.
    if (isValidChatEmail(text)) return finish(state, { ...state.context, contact_method: 'email', email: text.trim() });
    if (isValidChatPhone(text)) return finish(state, { ...state.context, contact_method: 'phone', phone: text.trim() });
    const option = matchOption(text, CONTACT_METHOD_OPTIONS);
    const t = normalize(text);
    const method = option?.value ?? (/\b(e-?mail)\b/.test(t) ? 'email' : /\b(phone|call|text)\b/.test(t) ? 'phone' : undefined);
    if (method !== 'email' && method !== 'phone') return reask(TEXT.pickOption);
    return { to: 'contact_detail', context: { ...state.context, contact_method: method } };
  },
};

const contactDetail: StepDef = {
  render: (state) =>
    state.context.contact_method === 'phone'
      ? { question: TEXT.contactPhone, input_type: 'phone', options: [] }
      : { question: TEXT.contactEmail, input_type: 'email', options: [] },
  answer(text, state) {
    if (state.context.contact_method === 'phone') {
      if (!isValidChatPhone(text)) return reask(TEXT.phoneInvalid);
      return finish(state, { ...state.context, phone: text.trim() });
    }
    if (!isValidChatEmail(text)) return reask(TEXT.emailInvalid);
    return finish(state, { ...state.context, email: text.trim() });
  },
};

export const CONTACT_STEPS: Partial<Record<StepName, StepDef>> = {
  contact_method: contactMethod,
  contact_detail: contactDetail,
};
