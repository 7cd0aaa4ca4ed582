import { CHAT_LIMITS, type ChatReply } from '@rentfront/shared/chatbot';

/**
 * The widget's conversation state (public-site.md §4 Chat). Pure, so the rules are testable:
 * the input closes when conversation_completed or is_final; a reply with restart reopens it and
 * the step goes back to 0; the text box hides while the last bot message offers options, unless
 * typing is understood at that step (FREE_TEXT_STEPS, issue 18 item 4).
 */

export interface ChatEntry {
  id: number;
  from: 'bot' | 'user';
  /** What the transcript shows (a clicked card shows its title, not its id). */
  text: string;
  reply?: ChatReply;
}

export type ChatPhase = 'idle' | 'starting' | 'ready' | 'waiting' | 'error';

export interface ChatState {
  sessionId: string | null;
  entries: ChatEntry[];
  phase: ChatPhase;
  inputOpen: boolean;
  completed: boolean;
  stepNumber: number;
  /** Why the conversation can no longer continue, when the server said so. */
  endedMessage: string | null;
  nextId: number;
}

export type ChatAction =
  | { type: 'start' }
  | { type: 'startFailed' }
  | { type: 'userSaid'; text: string }
  | { type: 'botReplied'; reply: ChatReply }
  | { type: 'sendFailed' }
  | { type: 'ended'; message: string }
  | { type: 'reset' };

export const initialChatState: ChatState = {
  sessionId: null,
  entries: [],
  phase: 'idle',
  inputOpen: true,
  completed: false,
  stepNumber: 0,
  endedMessage: null,
  nextId: 1,
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'start':
      return { ...initialChatState, phase: 'starting', nextId: state.nextId };
    case 'startFailed':
      return { ...state, phase: 'error' };
    case 'userSaid':
      return {
        ...state,
        phase: 'waiting',
        entries: [...state.entries, { id: state.nextId, from: 'user', text: action.text }],
        nextId: state.nextId + 1,
      };
    case 'botReplied': {
      const { reply } = action;
      const finished = reply.conversation_completed || reply.is_final;
      return {
        ...state,
        sessionId: reply.session_id,
        phase: 'ready',
        entries: [...state.entries, { id: state.nextId, from: 'bot', text: reply.question, reply }],
        nextId: state.nextId + 1,
        stepNumber: reply.restart ? 0 : reply.step_number,
        inputOpen: reply.restart ? true : finished ? false : state.inputOpen,
        completed: finished && !reply.restart,
      };
    }
    case 'sendFailed':
      return { ...state, phase: 'ready' };
    case 'ended':
      return { ...state, phase: 'ready', inputOpen: false, completed: true, endedMessage: action.message };
    case 'reset':
      return { ...initialChatState, nextId: state.nextId };
  }
}

/** The reply of the latest bot message, if any. */
export function lastBotReply(state: ChatState): ChatReply | undefined {
  for (let i = state.entries.length - 1; i >= 0; i--) {
    const e = state.entries[i];
    if (e.from === 'bot') return e.reply;
  }
  return undefined;
}

/**
 * Steps that offer option buttons but also understand what a visitor types (see the server's
 * engine/steps/*.ts and engine/parse.ts), so the text box stays beside the buttons there:
 * search answers and refinements ("make it 3 bedrooms", "under $1,800", "a house"), yes/no
 * (parseYesNo), a question typed instead of picking a topic, "4 stars", "afternoon", "urgent",
 * a device name, or an e-mail address / phone number typed instead of choosing how to be reached.
 *
 * Left out on purpose, because typing there can only repeat a button's label:
 * - bug_kind, feedback_area: only the option labels (or their numbers) are matched.
 * - visit_booking: "I booked it" / "Request a date instead" only; the booking itself is a link.
 * - search_property: its actions are buttons; a typed title only re-selects the same home.
 * - satisfaction: the prompt has its own feedback box; a second text box would be ambiguous.
 * The date steps (visit_date, search_move_in) have no option buttons, so they keep their date
 * picker box anyway.
 */
export const FREE_TEXT_STEPS: ReadonlySet<string> = new Set([
  'search_type',
  'search_budget',
  'search_bedrooms',
  'search_pets',
  'search_results',
  'inquiry_topic',
  'inquiry_answer',
  'support_topic',
  'support_answer',
  'contact_method',
  'bug_device',
  'bug_urgency',
  'feedback_rating',
  'feedback_follow_up',
  'visit_time',
  // Issue 21: "video call", "Friday at 2pm" or "tomorrow" are understood at the tour steps.
  'visit_tour_type',
  'visit_slot',
]);

/**
 * The text box shows unless the input is closed or the last bot message offers options at a
 * step where typing would not be understood.
 */
export function showTextBox(state: ChatState): boolean {
  if (!state.inputOpen || state.completed || state.phase === 'starting' || state.phase === 'error') return false;
  const last = lastBotReply(state);
  if (!last || last.options.length === 0) return true;
  return FREE_TEXT_STEPS.has(last.step);
}

/**
 * Whether a message may be sent now: never once the conversation is complete or while a reply is
 * awaited; whitespace-only text only when it comes from an option click.
 */
export function canSend(state: ChatState, text: string, fromOption = false): boolean {
  if (state.completed || !state.inputOpen || state.phase !== 'ready' || !state.sessionId) return false;
  return fromOption || text.trim() !== '';
}

/**
 * Whether the focus has nowhere to be after a reply: on the page body (the control that had it
 * was disabled or removed) or on an element no longer in the document. Anything else is where the
 * visitor is working, and a new message must not move it.
 */
export function focusLost(active: Element | null, body: Element | null): boolean {
  return !active || active === body || !active.isConnected;
}

/** Enter sends; Shift+Enter (a new line) and keys pressed while composing (IME) do not. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** How long the bot "types": about 1 s at the start, a random 0.5–1.5 s after. */
export function replyDelay(isStart: boolean, random: () => number = Math.random): number {
  if (isStart) return CHAT_LIMITS.startDelayMs;
  return CHAT_LIMITS.replyDelayMinMs + Math.round(random() * (CHAT_LIMITS.replyDelayMaxMs - CHAT_LIMITS.replyDelayMinMs));
}
