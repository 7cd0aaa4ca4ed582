import { Bot, ChevronUp, Minus, RotateCcw, X } from '../../ui/icons';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ChatInput } from './ChatInput';
import { BotMessage } from './BotMessage';
import { focusLost, lastBotReply, showTextBox } from './chatState';
import { useChat } from './useChat';

export type ChatWindowMode = 'open' | 'minimized' | 'closed';

export interface ChatWidgetProps {
  mode: ChatWindowMode;
  onMinimize: () => void;
  onExpand: () => void;
  onClose: () => void;
}

/** After the satisfaction answer the chat closes by itself, once the reply has been read. */
const CLOSE_AFTER_COMPLETION_MS = 4000;

function HeaderButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className="rounded p-1.5 text-white hover:bg-white/20">
      {children}
    </button>
  );
}

/**
 * The Property Assistant window (public-site.md §2 Chat widget, §4 Chat). Loaded lazily by the
 * launcher; stays mounted while minimised or closed so the conversation is kept.
 */
export default function ChatWidget({ mode, onMinimize, onExpand, onClose }: ChatWidgetProps) {
  const chat = useChat();
  const { state, typing } = chat;
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const last = lastBotReply(state);
  const textBox = showTextBox(state);
  const busy = state.phase !== 'ready';

  // The conversation starts when the window is opened while empty.
  useEffect(() => {
    if (mode === 'open' && !started.current && state.entries.length === 0 && state.phase === 'idle') {
      started.current = true;
      void chat.start();
    }
  }, [mode, state.entries.length, state.phase, chat]);

  // Newest message in view. A reply never takes the focus from what the visitor is using; only
  // when the focused control went away (the option button just chosen, or the text box that was
  // disabled while waiting) does the focus land in the text box (or the conversation without one).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.entries.length, typing, mode]);
  useEffect(() => {
    if (mode !== 'open' || state.phase !== 'ready') return;
    if (focusLost(document.activeElement, document.body)) (inputRef.current ?? logRef.current)?.focus();
  }, [mode, state.phase, state.entries.length, textBox]);
  useEffect(() => {
    if (mode === 'open') (inputRef.current ?? logRef.current)?.focus();
    // Minimised: the bar's expand button has the focus, so the keyboard is not left on the page top.
    if (mode === 'minimized') expandRef.current?.focus();
  }, [mode]);

  // The satisfaction answer ends the conversation; the chat then closes.
  const finished = last?.step === 'completed';
  useEffect(() => {
    if (!finished || mode !== 'open') return;
    const timer = window.setTimeout(() => {
      chat.close();
      onClose();
    }, CLOSE_AFTER_COMPLETION_MS);
    return () => window.clearTimeout(timer);
    // Only the moment the conversation completes starts the countdown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const close = () => {
    chat.close();
    onClose();
  };
  // On the minimised bar and in the open window's header alike.
  const closeButton = (
    <HeaderButton label="Close chat" onClick={close}>
      <X aria-hidden className="h-4 w-4" />
    </HeaderButton>
  );

  if (mode === 'closed') return null;

  if (mode === 'minimized') {
    return (
      <div className="fixed bottom-4 right-4 z-30 flex items-center gap-1 rounded-full bg-brand-700 py-1 pl-3 pr-1 text-white shadow-lg">
        <button
          ref={expandRef}
          type="button"
          onClick={onExpand}
          className="flex items-center gap-2 rounded-full py-1 pr-2 text-sm font-semibold"
          aria-label="Expand Property Assistant chat"
        >
          <Bot aria-hidden className="h-4 w-4" />
          Property Assistant
          {typing && <span className="sr-only"> is typing</span>}
          <ChevronUp aria-hidden className="h-4 w-4" />
        </button>
        {closeButton}
      </div>
    );
  }

  // A non-modal dialog whose Tab and Shift+Tab loop through its own controls in DOM order (the
  // page behind stays usable with the mouse, so focus is looped, not trapped). Escape closes it and
  // the launcher takes the focus back; the widget's own effects decide the initial focus.
  return (
    <FocusScope asChild loop onMountAutoFocus={(e) => e.preventDefault()} onUnmountAutoFocus={(e) => e.preventDefault()}>
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        className="fixed inset-x-2 bottom-2 z-30 flex h-[min(40rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:h-[min(40rem,calc(100dvh-2rem))] sm:w-96"
      >
        <header className="flex items-center gap-2 bg-brand-700 px-3 py-2 text-white">
          <Bot aria-hidden className="h-5 w-5" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-sm font-semibold">
              Property Assistant
            </h2>
            <p className="text-xs text-blue-100">{typing ? 'Typing...' : 'Here to help you find a home'}</p>
          </div>
          <HeaderButton label="Minimize chat" onClick={onMinimize}>
            <Minus aria-hidden className="h-4 w-4" />
          </HeaderButton>
          <HeaderButton label="Restart chat" onClick={chat.restart}>
            <RotateCcw aria-hidden className="h-4 w-4" />
          </HeaderButton>
          {closeButton}
        </header>

        <div ref={logRef} tabIndex={-1} className="flex-1 space-y-3 overflow-y-auto px-3 py-3 focus:outline-none">
          <div role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
            {state.entries.map((entry) =>
              entry.from === 'user' ? (
                <div key={entry.id} className="flex justify-end">
                  <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm text-white">
                    <span className="sr-only">You: </span>
                    {entry.text}
                  </p>
                </div>
              ) : (
                <BotMessage
                  key={entry.id}
                  reply={entry.reply!}
                  latest={entry.reply === last && !state.endedMessage}
                  busy={busy}
                  onSend={(value, display) => void chat.send(value, display, true)}
                  onSatisfy={(satisfied, feedback) => void chat.satisfy(satisfied, feedback)}
                  onNewChat={chat.restart}
                />
              ),
            )}
          </div>
          <div role="status" aria-live="polite">
            {typing && (
              <div className="flex items-center gap-2 text-xs text-slate-700">
                <span className="flex gap-1" aria-hidden>
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
                </span>
                Property Assistant is typing...
              </div>
            )}
          </div>
          {state.phase === 'error' && (
            <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p>The chat could not start.</p>
              <button
                type="button"
                onClick={() => void chat.start()}
                className="mt-2 rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white"
              >
                Try Again
              </button>
            </div>
          )}
          {state.endedMessage && (
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900">
              <p>{state.endedMessage}</p>
              <button type="button" onClick={chat.restart} className="mt-2 rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white">
                Start New Chat
              </button>
            </div>
          )}
        </div>

        {textBox && (
          <ChatInput
            ref={inputRef}
            inputType={last?.input_type}
            besideOptions={Boolean(last && last.options.length > 0)}
            disabled={busy}
            onSend={(value, display) => chat.send(value, display)}
          />
        )}
      </section>
    </FocusScope>
  );
}
