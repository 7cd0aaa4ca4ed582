import { CHAT_MESSAGES, type ChatReply } from '@rentfront/shared/chatbot';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { respondChat, startChat, submitChatSatisfaction } from '../../api/chatbot';
import { failureMessage, toApiFailure } from '../../api/errors';
import { toast } from '../../ui/toast';
import { canSend, chatReducer, initialChatState, replyDelay } from './chatState';

/**
 * The conversation with the server: start, send, satisfaction, restart. Bot replies appear after
 * a short "typing" delay; pending ones are cancelled on restart and shown at once on close so
 * nothing the server said is lost.
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [typing, setTyping] = useState(false);
  const timers = useRef(new Map<number, ChatReply>());
  // Bumped by restart: answers to calls made before it are ignored.
  const generation = useRef(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Set synchronously, so a double click cannot send twice before React re-renders.
  const inFlight = useRef(false);

  const deliver = useCallback((reply: ChatReply, sentAt: number, isStart: boolean) => {
    const gen = generation.current;
    const wait = Math.max(0, replyDelay(isStart) - (Date.now() - sentAt));
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      if (gen !== generation.current) return;
      dispatch({ type: 'botReplied', reply });
      if (timers.current.size === 0) setTyping(false);
    }, wait);
    timers.current.set(id, reply);
  }, []);

  /** Stops every pending reply; `show` puts them in the transcript right away instead. */
  const cancelPending = useCallback((show: boolean) => {
    for (const [id, reply] of timers.current) {
      window.clearTimeout(id);
      if (show) dispatch({ type: 'botReplied', reply });
    }
    timers.current.clear();
    setTyping(false);
  }, []);

  useEffect(() => () => cancelPending(false), [cancelPending]);

  const start = useCallback(async () => {
    const gen = generation.current;
    dispatch({ type: 'start' });
    setTyping(true);
    const sentAt = Date.now();
    try {
      const res = await startChat();
      if (gen === generation.current) deliver(res.data, sentAt, true);
    } catch (err) {
      if (gen !== generation.current) return;
      setTyping(false);
      dispatch({ type: 'startFailed' });
      toast.error(failureMessage(err, CHAT_MESSAGES.startFailed));
    }
  }, [deliver]);

  /**
   * A message or the satisfaction answer did not go through. When the conversation is gone or over
   * on the server, a new chat is offered instead; otherwise the visitor may try again.
   */
  const turnFailed = useCallback((err: unknown, fallback: string) => {
    setTyping(false);
    const failure = toApiFailure(err);
    if (failure.status === 404 || failure.status === 409) dispatch({ type: 'ended', message: failure.message });
    else dispatch({ type: 'sendFailed' });
    toast.error(failureMessage(err, fallback));
  }, []);

  /** Sends `value` (what the server reads) and shows `display` (what the visitor chose). */
  const send = useCallback(
    async (value: string, display: string = value, fromOption = false) => {
      const current = stateRef.current;
      if (inFlight.current || !canSend(current, value, fromOption) || !current.sessionId) return false;
      inFlight.current = true;
      const gen = generation.current;
      dispatch({ type: 'userSaid', text: display });
      setTyping(true);
      const sentAt = Date.now();
      try {
        const res = await respondChat(current.sessionId, value);
        if (gen === generation.current) deliver(res.data, sentAt, false);
      } catch (err) {
        if (gen !== generation.current) return false;
        turnFailed(err, CHAT_MESSAGES.sendFailed);
      } finally {
        inFlight.current = false;
      }
      return true;
    },
    [deliver, turnFailed],
  );

  const satisfy = useCallback(
    async (isSatisfied: boolean, feedback: string) => {
      const current = stateRef.current;
      if (inFlight.current || !current.sessionId || current.completed || current.phase !== 'ready') return;
      inFlight.current = true;
      const gen = generation.current;
      dispatch({ type: 'userSaid', text: isSatisfied ? "Yes, I'm satisfied" : 'No, I need more help' });
      setTyping(true);
      const sentAt = Date.now();
      try {
        const res = await submitChatSatisfaction(current.sessionId, isSatisfied, feedback.trim() || null);
        if (gen !== generation.current) return;
        toast.success(res.data.escalated ? CHAT_MESSAGES.escalatedToast : CHAT_MESSAGES.feedbackToast);
        deliver(res.data, sentAt, false);
      } catch (err) {
        if (gen !== generation.current) return;
        turnFailed(err, CHAT_MESSAGES.submitFailed);
      } finally {
        inFlight.current = false;
      }
    },
    [deliver, turnFailed],
  );

  /** Clears everything and starts a fresh conversation. */
  const restart = useCallback(() => {
    generation.current += 1;
    cancelPending(false);
    dispatch({ type: 'reset' });
    void start();
  }, [cancelPending, start]);

  /** The window closes: pending replies stop typing and are shown straight away. */
  const close = useCallback(() => cancelPending(true), [cancelPending]);

  return { state, typing, start, send, satisfy, restart, close };
}
