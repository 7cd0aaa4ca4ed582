import { TOUR_MESSAGES, TOUR_PAGE_PATH, TOUR_TYPE_LABELS, TOUR_TYPES, type TourType } from '@rentfront/shared';
import { BOOKING_OPTIONS, LATER_TIMES, REQUEST_CALL, TEXT } from '../copy';
import { firstName, toCard, usDate, usShortDate } from '../format';
import { addDays, daysBetween, matchOption, normalize } from '../parse';
import { reask, saveLead, toSatisfaction } from '../transitions';
import { dayTimes, localClock, localDay, nextTimes, parseWhen, slotLabel, slotLongLabel, type OfferedSlot } from '../tour-times';
import type { ChatContext, LookupResult, MachineState, StepDef, StepName, TourChoice, Transition } from '../types';

// Booking a built-in tour in the chat (issue 21 item 8): tour type → the next free times →
// (name, phone, e-mail in visit.ts) → booked through the tours service, or the time was just
// taken (fresh times), or the request path so that no visitor is left without a way forward.

export const exampleDate = (today: string) => usShortDate(addDays(today, 3));

const kindOf = (type: TourType | undefined) => (type ? TOUR_TYPE_LABELS[type].toLowerCase() : 'tour');

const typeOptions = (types: readonly TourType[]) => types.map((t) => ({ label: TOUR_TYPE_LABELS[t], value: t }));

/** Words a visitor may type for a tour type. */
const TYPE_WORDS: Record<TourType, RegExp> = {
  self_guided: /\b(self|own|alone|myself|by myself)\b/,
  with_agent: /\b(agent|person|in person|with (an|someone|somebody))\b/,
  video_call: /\b(video|virtual|online|zoom|call)\b/,
};

export function tourTypesLookup(context: ChatContext): Transition {
  return { lookup: { type: 'tour_types', property_id: context.property!.id }, then: 'visit_tour_type', context };
}

function slotsLookup(context: ChatContext, type: TourType, from?: string): Transition {
  return {
    lookup: { type: 'tour_slots', property_id: context.property!.id, tour_type: type, ...(from ? { from } : {}) },
    then: 'visit_slot',
    context,
  };
}

export function bookTourLookup(context: ChatContext, then: StepName): Transition {
  const tour = context.tour!;
  return {
    lookup: {
      type: 'book_tour',
      booking: {
        property_id: context.property!.id,
        tour_type: tour.type!,
        start: tour.start!,
        name: context.name ?? '',
        email: context.email ?? '',
        phone: context.phone ?? '',
      },
    },
    then,
    context,
  };
}

/** The old request path (a day, a time of day, we call back), with why online booking did not work. */
function toRequest(context: ChatContext, notice?: string): Transition {
  return { to: 'visit_date', context: { ...context, tour: undefined }, notice };
}

const withTour = (context: ChatContext, tour: Partial<TourChoice>): ChatContext => ({ ...context, tour: { ...context.tour, ...tour } });

/** The times were picked (or typed): on to the details, or straight to booking on a retry. */
function picked(context: ChatContext, slot: OfferedSlot): Transition {
  const next = withTour(context, { start: slot.start, want: undefined });
  if (next.tour!.details && next.name && next.phone && next.email) return bookTourLookup(next, 'visit_slot');
  return { to: 'visit_name', context: next };
}

const typeStep: StepDef = {
  requiresProperty: true,
  render(state) {
    const p = state.context.property!;
    const external = state.context.booking_options ?? [];
    return {
      question: TEXT.tourType(p.title, external.length > 0),
      input_type: 'choice',
      options: typeOptions(state.context.tour?.types ?? []),
      additional_options: external.length > 0 ? [BOOKING_OPTIONS[0], REQUEST_CALL] : [REQUEST_CALL],
      ...(external.length > 0 ? { booking_options: external } : {}),
      properties: [toCard(p)],
      selected_property_id: p.id,
    };
  },
  answer(text, state) {
    const types = state.context.tour?.types ?? [];
    const t = normalize(text);
    const option = matchOption(text, typeOptions(types));
    const type = (option?.value as TourType | undefined) ?? types.find((k) => TYPE_WORDS[k].test(t));
    if (type) return slotsLookup(withTour(state.context, { type }), type);
    const extra = matchOption(text, [BOOKING_OPTIONS[0], REQUEST_CALL]);
    if (extra?.value === 'booked') return toSatisfaction(state.context, TEXT.bookedThanks);
    if (extra?.value === 'request' || /\b(call|request)\b/.test(t)) return toRequest(state.context);
    return reask(TEXT.pickOption);
  },
  lookup(result, state) {
    if (result.type !== 'tour_types') return reask(TEXT.pickOption);
    const context: ChatContext = { ...state.context, booking_options: result.external.length ? result.external : undefined };
    if (result.types.length === 0) {
      const notice = result.unavailable === 'tours_off' ? TEXT.toursOff(context.property!.title) : undefined;
      // No built-in tours: the booking links as before, or the request path.
      if (result.external.length > 0) return { to: 'visit_booking', context: { ...context, tour: undefined }, notice };
      return toRequest(context, notice);
    }
    const types = TOUR_TYPES.filter((t) => result.types.includes(t));
    if (types.length === 1 && result.external.length === 0) {
      return slotsLookup({ ...context, tour: { types, type: types[0] } }, types[0]);
    }
    return { to: 'visit_tour_type', context: { ...context, tour: { types } } };
  },
};

const slotStep: StepDef = {
  requiresProperty: true,
  render(state, env) {
    const p = state.context.property!;
    const tour = state.context.tour ?? {};
    const zone = tour.time_zone ?? 'UTC';
    const slots = tour.slots ?? [];
    const day = tour.want?.date;
    return {
      question: day ? TEXT.tourTimesOnDay(usDate(day, true)) : TEXT.tourTimes(kindOf(tour.type), p.title, exampleDate(env.today)),
      input_type: 'choice',
      options: slots.map((s) => ({ label: slotLabel(s.start, zone), value: s.start })),
      additional_options: tour.next_from ? [LATER_TIMES, REQUEST_CALL] : [REQUEST_CALL],
      links: [
        {
          label: TEXT.tourCalendarLink,
          url: `${TOUR_PAGE_PATH}?type=${encodeURIComponent(tour.type ?? '')}&property=${encodeURIComponent(p.id)}`,
        },
      ],
      selected_property_id: p.id,
    };
  },
  answer(text, state, env) {
    const context = state.context;
    const tour = context.tour ?? {};
    const slots = tour.slots ?? [];
    const zone = tour.time_zone ?? 'UTC';
    const raw = text.trim();
    const byValue = slots.find((s) => s.start === raw);
    if (byValue) return picked(context, byValue);
    const option = matchOption(
      text,
      slots.map((s) => ({ label: slotLabel(s.start, zone), value: s.start })),
    );
    if (option)
      return picked(
        context,
        slots.find((s) => s.start === option.value)!,
      );
    const t = normalize(text);
    if (matchOption(text, [LATER_TIMES]) || /^(more|later|other|next)( times| ones| please)*$/.test(t)) {
      if (!tour.next_from || !tour.type) return reask(TEXT.tourNoLaterTimes);
      return slotsLookup(withTour(context, { want: undefined }), tour.type, tour.next_from);
    }
    if (matchOption(text, [REQUEST_CALL]) || /\b(call me|request)\b/.test(t)) return toRequest(context);
    const when = parseWhen(text, env.today);
    if (!when || !tour.type) return reask(TEXT.tourTimeInvalid(exampleDate(env.today)));
    if (!when.date) {
      const match = slots.find((s) => localClock(s.start, zone) === when.time);
      if (match) return picked(context, match);
      // Looking at one day's times: any free time of that day counts, not only the buttons.
      const shownDay = tour.want?.date;
      if (shownDay) return slotsLookup(withTour(context, { want: { date: shownDay, time: when.time } }), tour.type, shownDay);
      return reask(TEXT.tourTimeNotFree);
    }
    if (when.date < env.today) return reask(TEXT.datePast);
    if (daysBetween(env.today, when.date) > 365) return reask(TEXT.dateTooFar);
    return slotsLookup(withTour(context, { want: when }), tour.type, when.date);
  },
  lookup(result, state) {
    if (result.type === 'tour_slots') return showTimes(result, state);
    return booked(result, state);
  },
};

/** The free times arrived: a typed day's times (or the time itself), or the next page. */
function showTimes(result: Extract<LookupResult, { type: 'tour_slots' }>, state: MachineState): Transition {
  const context = state.context;
  const tour = context.tour ?? {};
  const zone = result.time_zone;
  const want = tour.want;
  const base: Partial<TourChoice> = { time_zone: zone };
  if (want?.date) {
    const times = dayTimes(result.days, want.date);
    const exact = want.time
      ? result.days
          .find((d) => d.date === want.date)
          ?.slots.find((s) => localClock(s.start, zone) === want.time && localDay(s.start, zone) === want.date)
      : undefined;
    if (exact) return picked(withTour(context, base), { start: exact.start, end: exact.end });
    if (times.length > 0) {
      return {
        to: 'visit_slot',
        context: withTour(context, { ...base, slots: times, next_from: addDays(want.date, 1), start: undefined }),
        notice: want.time ? TEXT.tourTimeNotFree : undefined,
      };
    }
    const page = nextTimes(result.days);
    if (page.slots.length === 0) return reask(TEXT.tourNoLaterTimes, withTour(context, { want: undefined }));
    return {
      to: 'visit_slot',
      context: withTour(context, { ...base, want: undefined, slots: page.slots, next_from: page.nextFrom, start: undefined }),
      notice: TEXT.tourDayFull(usDate(want.date, true)),
    };
  }
  const page = nextTimes(result.days);
  if (page.slots.length === 0) {
    // "Later times" found nothing more: say so and keep the times on screen.
    if (tour.slots?.length) return reask(TEXT.tourNoLaterTimes, withTour(context, { next_from: undefined }));
    return toRequest(context, TEXT.toursNoTimes(kindOf(tour.type), context.property!.title, result.horizon_days));
  }
  return {
    to: 'visit_slot',
    context: withTour(context, { ...base, want: undefined, slots: page.slots, next_from: page.nextFrom, start: undefined }),
  };
}

/** The booking's outcome: the confirmation, fresh times after "just taken", or the request lead. */
function booked(result: LookupResult, state: MachineState): Transition {
  const context = state.context;
  const tour = context.tour ?? {};
  const p = context.property!;
  if (result.type === 'tour_booked') {
    const done = withTour(context, { slots: undefined, next_from: undefined, want: undefined, start: result.start });
    const t = saveLead(
      done,
      {
        lead_type: 'visit_request',
        details: {
          tour_id: result.tour_id,
          tour_type: tour.type ?? null,
          tour_start: result.start,
          time_zone: result.time_zone,
          date: localDay(result.start, result.time_zone),
          time: localClock(result.start, result.time_zone),
        },
      },
      TEXT.tourBooked(
        firstName(context.name) ?? 'there',
        kindOf(tour.type),
        p.title,
        slotLongLabel(result.start, result.time_zone),
        context.email ?? '',
        result.access_note,
      ),
    );
    return 'to' in t ? { ...t, links: [{ label: TEXT.tourManageLink, url: result.manage_url }] } : t;
  }
  if (result.type === 'tour_refused') {
    const fresh = nextTimes(result.days);
    if (result.reason === 'taken' && fresh.slots.length > 0) {
      return {
        to: 'visit_slot',
        context: withTour(context, {
          time_zone: result.time_zone,
          slots: fresh.slots,
          next_from: fresh.nextFrom,
          start: undefined,
          want: undefined,
        }),
        notice: TOUR_MESSAGES.taken,
      };
    }
    // Not bookable online: the office gets the request with the details and calls back.
    return saveLead(
      withTour(context, { slots: undefined, next_from: undefined }),
      {
        lead_type: 'visit_request',
        details: {
          tour_type: tour.type ?? null,
          requested_start: tour.start ?? null,
          not_booked: result.message,
        },
      },
      TEXT.tourNotBooked(result.reason === 'taken' ? TOUR_MESSAGES.taken : result.message),
    );
  }
  return reask(TEXT.pickOption);
}

export const TOUR_STEPS = { type: typeStep, slot: slotStep, booked };
