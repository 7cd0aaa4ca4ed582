import { BOOKING_OPTIONS, TEXT, TIME_OPTIONS, TOMORROW_SHORTCUT } from '../copy';
import { firstName, toCard, usDate } from '../format';
import { cleanName, daysBetween, isValidChatEmail, isValidChatPhone, matchOption, normalize, parseDate } from '../parse';
import { reask, saveLead, toSatisfaction } from '../transitions';
import type { ChatContext, StepDef, StepName } from '../types';
import { propertyPicker } from './pick';
import { bookTourLookup, exampleDate, TOUR_STEPS, tourTypesLookup } from './tour';

// schedule_visit (issue 21 item 8): property → tour type (when several) → the next free times →
// name → phone → e-mail → the tour is booked through the tours service (steps/tour.ts). Homes
// without built-in tours keep the old path: booking options as links when there are any,
// otherwise date → time window → name → phone → e-mail → visit request lead → thank you.

/** The chosen time window as offered ("Morning (9 AM – 12 PM)"). */
function timeLabel(value: string | undefined): string {
  return TIME_OPTIONS.find((o) => o.value === value)?.label ?? 'Any time';
}

const visitBooking: StepDef = {
  requiresProperty: true,
  render: (state) => ({
    question: TEXT.bookingIntro(state.context.property!.title),
    input_type: 'booking_options',
    options: BOOKING_OPTIONS,
    booking_options: state.context.booking_options ?? [],
    properties: [toCard(state.context.property!)],
    selected_property_id: state.context.property!.id,
  }),
  answer(text, state) {
    const option = matchOption(text, BOOKING_OPTIONS);
    if (option?.value === 'booked') return toSatisfaction(state.context, TEXT.bookedThanks);
    if (option?.value === 'request') return { to: 'visit_date', context: state.context };
    return reask(TEXT.pickOption);
  },
  lookup(result, state) {
    if (result.type === 'booking_options' && result.options.length > 0) {
      return { to: 'visit_booking', context: { ...state.context, booking_options: result.options } };
    }
    return { to: 'visit_date', context: { ...state.context, booking_options: undefined } };
  },
};

const visitDate: StepDef = {
  requiresProperty: true,
  render: (state, env) => ({
    question: TEXT.visitDate(state.context.property!.title, exampleDate(env.today)),
    input_type: 'date',
    options: [],
    additional_options: [TOMORROW_SHORTCUT],
    selected_property_id: state.context.property!.id,
  }),
  answer(text, state, env) {
    const date = parseDate(text, env.today);
    if (!date) return reask(TEXT.dateInvalid(exampleDate(env.today)));
    if (date < env.today) return reask(TEXT.datePast);
    if (daysBetween(env.today, date) > 365) return reask(TEXT.dateTooFar);
    return { to: 'visit_time', context: { ...state.context, visit: { ...state.context.visit, date } } };
  },
};

const visitTime: StepDef = {
  render: (state) => ({
    question: TEXT.visitTime(state.context.visit?.date ? usDate(state.context.visit.date, true) : 'that day'),
    input_type: 'choice',
    options: TIME_OPTIONS,
  }),
  answer(text, state) {
    const t = normalize(text);
    const option =
      matchOption(text, TIME_OPTIONS) ??
      (/\blate\b|\bevening\b/.test(t)
        ? TIME_OPTIONS[2]
        : /\bafternoon\b|\bnoon\b/.test(t)
          ? TIME_OPTIONS[1]
          : /\bmorning\b/.test(t)
            ? TIME_OPTIONS[0]
            : undefined);
    if (!option) return reask(TEXT.pickOption);
    return { to: 'visit_name', context: { ...state.context, visit: { ...state.context.visit, time: option.value } } };
  },
};

const visitName: StepDef = {
  render: () => ({ question: TEXT.visitName, input_type: 'text', options: [] }),
  answer(text, state) {
    const name = cleanName(text);
    if (!name) return reask(TEXT.nameInvalid);
    return { to: 'visit_phone', context: { ...state.context, name } };
  },
};

const visitPhone: StepDef = {
  render: (state) => ({ question: TEXT.visitPhone(firstName(state.context.name) ?? 'there'), input_type: 'phone', options: [] }),
  answer(text, state) {
    if (!isValidChatPhone(text)) return reask(TEXT.phoneInvalid);
    return { to: 'visit_email', context: { ...state.context, phone: text.trim() } };
  },
};

const visitEmail: StepDef = {
  requiresProperty: true,
  render: () => ({ question: TEXT.visitEmail, input_type: 'email', options: [] }),
  answer(text, state) {
    if (!isValidChatEmail(text)) return reask(TEXT.emailInvalid);
    const context: ChatContext = { ...state.context, email: text.trim() };
    // A time was picked: book it (the result comes back to this step's lookup).
    if (context.tour?.start) return bookTourLookup({ ...context, tour: { ...context.tour, details: true } }, 'visit_email');
    const p = context.property!;
    const date = context.visit?.date;
    const window = timeLabel(context.visit?.time);
    return saveLead(
      context,
      { lead_type: 'visit_request', details: { date: date ?? null, time_window: window } },
      TEXT.visitThanks(firstName(context.name) ?? 'there', p.title, date ? usDate(date, true) : 'your chosen day', window),
    );
  },
  lookup: (result, state) => TOUR_STEPS.booked(result, state),
};

export const VISIT_STEPS: Partial<Record<StepName, StepDef>> = {
  ...propertyPicker({
    ask: 'visit_property',
    select: 'visit_select',
    question: TEXT.visitProperty,
    onPicked: (context) => tourTypesLookup(context),
  }),
  visit_booking: visitBooking,
  visit_tour_type: TOUR_STEPS.type,
  visit_slot: TOUR_STEPS.slot,
  visit_date: visitDate,
  visit_time: visitTime,
  visit_name: visitName,
  visit_phone: visitPhone,
  visit_email: visitEmail,
};
