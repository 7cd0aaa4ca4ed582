import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a box shows while typing: starts at `value` and follows it when it changes from outside
 * (Reset, a link, Back), but only then. Adjusted while rendering, never in an effect: a mount
 * effect's `setDraft(value)` runs after hydration's commit, in its own task, and would overwrite a
 * keystroke that reached React in between with the server's value (ADR 0029, 3 December).
 *
 * `same` says when two values are one (by default `Object.is`), so an equal value made afresh on
 * each render (an object, a tuple) is not taken for a change.
 */
export function useDraft<T>(value: T, same: (a: T, b: T) => boolean = Object.is): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(value);
  const [draftFor, setDraftFor] = useState(value);
  if (!same(draftFor, value)) {
    setDraftFor(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
