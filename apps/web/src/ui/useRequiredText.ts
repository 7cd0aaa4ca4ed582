import { useCallback, useState } from 'react';

/** A free-text answer that may not be blank, with the message shown when it is. */
export interface RequiredText {
  text: string;
  error: string | undefined;
  /** True once something other than white space is typed: closing then asks before discarding. */
  dirty: boolean;
  /** Typing replaces the text and hides the message until the next try. */
  change: (next: string) => void;
  /** Stable across renders, so an effect may call it when the answer is for someone new. */
  reset: () => void;
  /** The trimmed text to send, or null after showing the blank message. */
  take: () => string | null;
}

/** State of a required text box such as a reply: the same check wherever an admin writes one. */
export function useRequiredText(blankMessage: string): RequiredText {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useCallback(() => {
    setText('');
    setError(undefined);
  }, []);
  return {
    text,
    error,
    dirty: text.trim() !== '',
    change: (next) => {
      setText(next);
      setError(undefined);
    },
    reset,
    take: () => {
      const trimmed = text.trim();
      if (!trimmed) setError(blankMessage);
      return trimmed || null;
    },
  };
}
