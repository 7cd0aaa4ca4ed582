import type { ChatReply } from '@rentfront/shared/chatbot';
import { describe, expect, it } from 'vitest';
import {
  canSend,
  chatReducer,
  focusLost,
  initialChatState,
  isSendKey,
  lastBotReply,
  replyDelay,
  showTextBox,
  type ChatState,
} from './chatState';

function reply(overrides: Partial<ChatReply> = {}): ChatReply {
  return {
    session_id: 's-1',
    question: 'What can I do for you?',
    options: [],
    input_type: 'choice',
    step_number: 0,
    flow_type: null,
    is_final: false,
    conversation_completed: false,
    contact_submitted: false,
    step: 'welcome',
    status: 'active',
    ...overrides,
  };
}

const started = (r = reply()): ChatState => chatReducer(chatReducer(initialChatState, { type: 'start' }), { type: 'botReplied', reply: r });

describe('chat state', () => {
  it('starts empty, then shows the opening with the text box', () => {
    const s0 = chatReducer(initialChatState, { type: 'start' });
    expect(s0.phase).toBe('starting');
    expect(showTextBox(s0)).toBe(false);
    const s1 = started();
    expect(s1).toMatchObject({ sessionId: 's-1', phase: 'ready', inputOpen: true, completed: false, stepNumber: 0 });
    expect(showTextBox(s1)).toBe(true);
    expect(lastBotReply(s1)?.question).toBe('What can I do for you?');
  });

  it('hides the text box while the last bot message offers options', () => {
    const s = started(reply({ options: [{ label: 'Yes', value: 'yes' }] }));
    expect(showTextBox(s)).toBe(false);
    // Shortcuts next to the box (additional_options) keep it.
    expect(showTextBox(started(reply({ additional_options: [{ label: 'Anywhere', value: 'any' }] })))).toBe(true);
  });

  it('keeps the text box beside the options where typed answers are understood', () => {
    const options = [{ label: 'Refine search', value: 'refine' }];
    // "make it 3 bedrooms" refines the results; "yes"/"no" answer a follow-up.
    expect(showTextBox(started(reply({ step: 'search_results', input_type: 'property_search_results', options })))).toBe(true);
    expect(showTextBox(started(reply({ step: 'search_bedrooms', options })))).toBe(true);
    expect(showTextBox(started(reply({ step: 'feedback_follow_up', options })))).toBe(true);
    // Only the buttons' own labels would be understood here.
    expect(showTextBox(started(reply({ step: 'bug_kind', options })))).toBe(false);
    expect(showTextBox(started(reply({ step: 'visit_booking', options })))).toBe(false);
    // The satisfaction prompt carries its own feedback box.
    expect(showTextBox(started(reply({ step: 'satisfaction', options })))).toBe(false);
    // Never once the conversation is over.
    const done = chatReducer(started(reply({ step: 'search_results', options })), { type: 'ended', message: 'Ended.' });
    expect(showTextBox(done)).toBe(false);
  });

  it('closes the input on conversation_completed or is_final, and reopens it on restart at step 0', () => {
    const done = chatReducer(started(), {
      type: 'botReplied',
      reply: reply({ step_number: 6, conversation_completed: true, step: 'completed' }),
    });
    expect(done).toMatchObject({ inputOpen: false, completed: true, stepNumber: 6 });
    expect(showTextBox(done)).toBe(false);
    const final = chatReducer(started(), { type: 'botReplied', reply: reply({ is_final: true }) });
    expect(final.inputOpen).toBe(false);

    const mid = chatReducer(started(), { type: 'botReplied', reply: reply({ step_number: 4, step: 'visit_phone', input_type: 'phone' }) });
    const restarted = chatReducer(mid, { type: 'botReplied', reply: reply({ restart: true, step_number: 0 }) });
    expect(restarted).toMatchObject({ inputOpen: true, completed: false, stepNumber: 0 });
  });

  it('records what the visitor said and waits for the reply', () => {
    const s = chatReducer(started(), { type: 'userSaid', text: 'Maple Street Loft' });
    expect(s.phase).toBe('waiting');
    expect(s.entries.at(-1)).toMatchObject({ from: 'user', text: 'Maple Street Loft' });
    expect(canSend(s, 'hello')).toBe(false);
    expect(chatReducer(s, { type: 'sendFailed' }).phase).toBe('ready');
  });

  it('blocks whitespace-only messages unless they come from an option, and anything once complete', () => {
    const s = started();
    expect(canSend(s, '   ')).toBe(false);
    expect(canSend(s, '   ', true)).toBe(true);
    expect(canSend(s, 'hi')).toBe(true);
    expect(canSend(initialChatState, 'hi')).toBe(false);
    const ended = chatReducer(s, { type: 'ended', message: 'This conversation has ended.' });
    expect(canSend(ended, 'hi')).toBe(false);
    expect(canSend(ended, 'yes', true)).toBe(false);
    expect(ended.endedMessage).toBe('This conversation has ended.');
  });

  it('resets everything for a new chat, keeping ids unique', () => {
    const s = chatReducer(started(), { type: 'reset' });
    expect(s.entries).toEqual([]);
    expect(s.sessionId).toBeNull();
    expect(s.nextId).toBeGreaterThan(1);
  });

  it('sends on Enter but not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('waits about 1 s at the start and 0.5-1.5 s after', () => {
    expect(replyDelay(true)).toBe(1000);
    expect(replyDelay(false, () => 0)).toBe(500);
    expect(replyDelay(false, () => 1)).toBe(1500);
    for (let i = 0; i < 50; i++) {
      const d = replyDelay(false);
      expect(d).toBeGreaterThanOrEqual(500);
      expect(d).toBeLessThanOrEqual(1500);
    }
  });

  it('takes the focus back only when the focused control is gone', () => {
    const body = { isConnected: true } as Element;
    expect(focusLost(null, body)).toBe(true);
    expect(focusLost(body, body)).toBe(true);
    // The option button just chosen was removed with the reply.
    expect(focusLost({ isConnected: false } as Element, body)).toBe(true);
    // The visitor is on the Minimize button or the feedback box: leave it there.
    expect(focusLost({ isConnected: true } as Element, body)).toBe(false);
  });
});
