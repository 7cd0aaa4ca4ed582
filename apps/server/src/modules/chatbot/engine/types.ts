import type {
  ChatBookingOption,
  ChatFlowType,
  ChatInputType,
  ChatLeadType,
  ChatLink,
  ChatOption,
  ChatPropertyCard,
  TourDay,
  TourType,
} from '@rentfront/shared';

/**
 * Types of the Property Assistant's state machine (server.md §6). The machine is pure: it gets
 * the conversation's state, an input and the environment (today's date, site facts) and returns
 * the next state, the reply and the side effects for the service to apply. When it needs data
 * (properties, booking options) it asks for a lookup and is called again with the result.
 */

export const STEP_NAMES = [
  'welcome',
  'search_type',
  'search_city',
  'search_budget',
  'search_bedrooms',
  'search_pets',
  'search_move_in',
  'search_results',
  'search_property',
  'search_alert_email',
  'inquiry_property',
  'inquiry_select',
  'inquiry_topic',
  'inquiry_answer',
  'visit_property',
  'visit_select',
  'visit_booking',
  'visit_tour_type',
  'visit_slot',
  'visit_date',
  'visit_time',
  'visit_name',
  'visit_phone',
  'visit_email',
  'support_topic',
  'support_answer',
  'support_question',
  'contact_method',
  'contact_detail',
  'bug_kind',
  'bug_details',
  'bug_device',
  'bug_urgency',
  'bug_email',
  'feedback_area',
  'feedback_rating',
  'feedback_comment',
  'feedback_follow_up',
  'feedback_email',
  'satisfaction',
  'completed',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** A property as the engine knows it: the chat card plus the facts it answers questions from. */
export interface PropertyFacts extends ChatPropertyCard {
  address: string;
  deposit: number | null;
  application_fee: number | null;
  /** YYYY-MM-DD, null = now. */
  available_from: string | null;
  pet_policy: string | null;
  lease_term: number | null;
  furnishing: string | null;
}

export const SEARCH_FIELDS = ['type', 'city', 'budget', 'bedrooms', 'pets', 'move_in'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What the visitor wants. A missing value means "any"; `asked` tells which questions are settled. */
export interface SearchCriteria {
  property_type?: string;
  city?: string;
  state?: string;
  min_price?: number;
  max_price?: number;
  /** 0 = studio, otherwise "at least". */
  bedrooms?: number;
  pets?: boolean;
  /** YYYY-MM-DD */
  move_in?: string;
}

export const INQUIRY_TOPICS = ['rent', 'availability', 'pets', 'lease', 'apply'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

export const SUPPORT_TOPICS = ['hours', 'apply', 'review', 'pets', 'rent', 'maintenance'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The answers so far. Stored as JSON with the conversation; every field is optional. */
export interface ChatContext {
  search?: SearchCriteria;
  asked?: SearchField[];
  /** The properties last shown, so a click (the property id) can be resolved. */
  candidates?: PropertyFacts[];
  /** The candidates are the nearest alternatives, not matches. */
  alternatives?: boolean;
  /** The candidates are a browse list (the keyword found nothing). */
  browse?: boolean;
  keyword?: string;
  /** The property the visitor picked. */
  property?: PropertyFacts;
  inquiry_topic?: InquiryTopic;
  support_topic?: SupportTopic;
  support_question?: string;
  contact_method?: 'email' | 'phone';
  booking_options?: ChatBookingOption[];
  visit?: { date?: string; time?: string };
  /** Booking a tour in the chat (issue 21 item 8): the type, the times on offer, the chosen one. */
  tour?: TourChoice;
  bug?: { kind?: string; details?: string; device?: string; urgency?: string };
  feedback?: { area?: string; rating?: number; comment?: string; follow_up?: boolean };
  /** Contact details gathered along the way. */
  name?: string;
  email?: string;
  phone?: string;
  /** A lead with the visitor's details has been saved. */
  contact_submitted?: boolean;
  satisfied?: boolean;
  escalated?: boolean;
}

export interface TourChoice {
  /** The built-in tour types this home offers. */
  types?: TourType[];
  type?: TourType;
  time_zone?: string;
  /** The times shown as buttons (ISO UTC). */
  slots?: { start: string; end: string }[];
  /** First day of the next page of times ("Later times"), when there is one. */
  next_from?: string;
  /** The chosen time (ISO UTC). */
  start?: string;
  /** The visitor typed a day and/or time: looked for when the day's times arrive. */
  want?: { date?: string; time?: string };
  /** Name, phone and e-mail were given for this booking (a retry after "just taken" books at once). */
  details?: boolean;
}

export interface MachineState {
  step: StepName;
  /** The number the client shows: 0 at the opening, +1 per new question, same on a re-ask. */
  stepNumber: number;
  flow: ChatFlowType | null;
  context: ChatContext;
}

export interface SiteFacts {
  name: string;
  email: string;
  phone: string;
  officeHours: string;
  residentPortalUrl: string;
}

export interface EngineEnv {
  /** Today's date (YYYY-MM-DD) for "not in the past" checks. */
  today: string;
  site: SiteFacts;
}

export interface TourBookingRequest {
  property_id: string;
  tour_type: TourType;
  start: string;
  name: string;
  email: string;
  phone: string;
}

export type Lookup =
  | { type: 'search'; criteria: SearchCriteria }
  | { type: 'find'; keyword: string }
  | { type: 'browse' }
  | { type: 'booking_options' }
  /** The built-in tour types a home offers (and the external booking links to show with them). */
  | { type: 'tour_types'; property_id: string }
  /** Free times of a home and type from a day (the site's calendar) on; from today without one. */
  | { type: 'tour_slots'; property_id: string; tour_type: TourType; from?: string }
  | { type: 'book_tour'; booking: TourBookingRequest };

export type LookupResult =
  /** Up to 6 matches; when there are none, the nearest alternatives. */
  | { type: 'search'; matches: PropertyFacts[]; alternatives: PropertyFacts[] }
  /** Matches of a keyword; when there are none, a browse list to pick from. */
  | { type: 'find'; matches: PropertyFacts[]; fallback: PropertyFacts[] }
  | { type: 'browse'; properties: PropertyFacts[] }
  | { type: 'booking_options'; options: ChatBookingOption[] }
  /**
   * `types` empty: no built-in tours for this home (`unavailable` says why when the home has
   * tours off). `external`: booking links (TidyCal's, or the database's when there are no types).
   */
  | { type: 'tour_types'; types: TourType[]; unavailable?: 'tours_off'; external: ChatBookingOption[] }
  /** Days with free slots (empty `days` when the type is off or the home not open for tours). */
  | { type: 'tour_slots'; time_zone: string; days: TourDay[]; horizon_days: number }
  | {
      type: 'tour_booked';
      tour_id: string;
      start: string;
      end: string;
      time_zone: string;
      manage_url: string;
      calendar_url: string;
      /** When a self-guided tour's access instructions come (tours/access.ts), as the tour page says it; null otherwise. */
      access_note: string | null;
    }
  /**
   * Not booked, nothing stored. `taken`: pick again from `days`; `refused`: the slot or the
   * details were not accepted (`message` says why); `limited`: too many bookings for now.
   */
  | { type: 'tour_refused'; reason: 'taken' | 'refused' | 'limited'; message: string; time_zone: string; days: TourDay[] };

export type EngineInput =
  | { kind: 'start' }
  | { kind: 'answer'; text: string }
  | { kind: 'lookup'; result: LookupResult }
  | { kind: 'satisfaction'; satisfied: boolean; feedback?: string | null };

export type LeadDetails = Record<string, string | number | boolean | null>;

export interface LeadDraft {
  lead_type: ChatLeadType;
  name: string | null;
  email: string | null;
  phone: string | null;
  property_id: string | null;
  property_title: string | null;
  details: LeadDetails;
}

export type Effect =
  | { type: 'lead'; lead: LeadDraft }
  | {
      type: 'finish';
      outcome: 'completed' | 'escalated';
      satisfied: boolean;
      feedback: string | null;
      /** Why the conversation was escalated (for the office). */
      reason: string;
    };

/** What a step shows. */
export interface Prompt {
  question: string;
  input_type: ChatInputType;
  options?: ChatOption[];
  additional_options?: ChatOption[];
  properties?: ChatPropertyCard[];
  booking_options?: ChatBookingOption[];
  search_keyword?: string;
  selected_property_id?: string;
  links?: ChatLink[];
}

/** The engine's part of the reply; the service adds session_id, status and visitor fields. */
export interface EngineReply {
  question: string;
  options: ChatOption[];
  input_type: ChatInputType;
  step_number: number;
  flow_type: ChatFlowType | null;
  step: StepName;
  properties?: ChatPropertyCard[];
  additional_options?: ChatOption[];
  booking_options?: ChatBookingOption[];
  is_final: boolean;
  conversation_completed: boolean;
  contact_submitted: boolean;
  search_keyword?: string;
  selected_property_id?: string;
  restart?: boolean;
  escalated?: boolean;
  completion_message?: string;
  links?: ChatLink[];
}

/** What a step's handler decides. */
export type Transition =
  | {
      to: StepName;
      context: ChatContext;
      /** Changes the conversation's flow (null = back at the opening). */
      flow?: ChatFlowType | null;
      /** Said before the next step's question (an answer, a thank-you...). */
      notice?: string;
      /** Overrides the next step's input type (e.g. a thank-you before the satisfaction question). */
      inputType?: Prompt['input_type'];
      /** Links shown with the notice (e.g. a booked tour's manage link); never stored in the context. */
      links?: ChatLink[];
      effects?: Effect[];
      restart?: boolean;
    }
  /** The answer is not usable: ask the same question again, saying why. */
  | { reask: string; context?: ChatContext }
  /** Fetch data, then hand the result to step `then`'s lookup handler. */
  | { lookup: Lookup; then: StepName; context: ChatContext; flow?: ChatFlowType | null };

export interface StepDef {
  /** The step shows the chosen property; without one the conversation starts over. */
  requiresProperty?: boolean;
  render(state: MachineState, env: EngineEnv): Prompt;
  answer?(text: string, state: MachineState, env: EngineEnv): Transition;
  lookup?(result: LookupResult, state: MachineState, env: EngineEnv): Transition;
}

export type Outcome =
  | { kind: 'reply'; state: MachineState; reply: EngineReply; effects: Effect[]; reasked: boolean }
  | { kind: 'lookup'; state: MachineState; lookup: Lookup; effects: Effect[] }
  /** The conversation is over; nothing more can be said in it. */
  | { kind: 'closed'; state: MachineState };
