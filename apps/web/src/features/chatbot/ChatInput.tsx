import { CHAT_LIMITS, CHAT_MESSAGES, type ChatInputType } from '@rentfront/shared/chatbot';
import { SendHorizontal } from '../../ui/icons';
import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { formatUsDate, todayLocalIso } from '../../lib/format';
import { isSendKey } from './chatState';

interface ChatInputProps {
  inputType: ChatInputType | undefined;
  disabled: boolean;
  /** Option buttons are shown above: the box is the alternative to them. */
  besideOptions?: boolean;
  /** Returns whether the message was sent (so the box only clears then). */
  onSend: (value: string, display: string) => boolean | Promise<boolean>;
}

const HINTS: Partial<Record<ChatInputType, string>> = {
  email: CHAT_MESSAGES.emailHint,
  phone: CHAT_MESSAGES.phoneHint,
};

/** The keyboard of the questions that want an e-mail or a phone number (a date gets its picker below). */
const FIELDS: Partial<Record<ChatInputType, InputHTMLAttributes<HTMLInputElement>>> = {
  email: { type: 'email', autoComplete: 'email', placeholder: 'name@example.com' },
  phone: { type: 'tel', autoComplete: 'tel', placeholder: '(518) 555-0142' },
};

/**
 * The message box. E-mail, phone and date questions get the matching keyboard (and a date
 * picker); Enter sends, Shift+Enter starts a new line; whitespace alone is never sent.
 */
export const ChatInput = forwardRef<HTMLInputElement | HTMLTextAreaElement, ChatInputProps>(function ChatInput(
  { inputType, disabled, besideOptions = false, onSend },
  ref,
) {
  const [text, setText] = useState('');
  const hint = inputType ? HINTS[inputType] : undefined;
  const hintId = hint ? 'chat-input-hint' : undefined;

  const submit = async () => {
    const value = text.trim();
    if (!value || disabled) return;
    const display = inputType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatUsDate(value) : value;
    if (await onSend(value, display)) setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
      e.preventDefault();
      void submit();
    }
  };

  const common = {
    id: 'chat-input',
    value: text,
    disabled,
    maxLength: CHAT_LIMITS.responseMax,
    onKeyDown,
    'aria-describedby': hintId,
    className:
      'min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 disabled:bg-slate-100',
  };

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(e.target.value);
  const field = inputType === 'date' ? { type: 'date', min: todayLocalIso() } : inputType && FIELDS[inputType];
  const control = field ? (
    <input ref={ref as never} {...field} onChange={onChange} {...common} />
  ) : (
    <textarea
      ref={ref as never}
      rows={1}
      placeholder={besideOptions ? 'Or type your answer...' : 'Type your message...'}
      onChange={onChange}
      {...common}
      className={`${common.className} max-h-28 resize-none`}
    />
  );

  return (
    <form
      className="border-t border-slate-200 bg-white p-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Type your message
      </label>
      <div className="flex items-end gap-2">
        {control}
        <button
          type="submit"
          disabled={disabled || text.trim() === ''}
          aria-label="Send message"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400"
        >
          <SendHorizontal aria-hidden className="h-4 w-4" />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      )}
    </form>
  );
});
