/**
 * The admin area's forms that hold unsaved changes right now. A form registers itself while it is
 * dirty; the leave guard (LeaveGuard) asks "Discard changes?" before a navigation or a reload as
 * long as one is registered. One store, so one router blocker serves every form on the page.
 */
export interface UnsavedEntry {
  /** Called when the person chooses Discard for a navigation (e.g. to forget the form's draft). */
  onDiscard?: () => void;
}

type Listener = () => void;

export interface UnsavedStore {
  /** Marks a form dirty; returns the function that takes it off again. */
  register(entry: UnsavedEntry): () => void;
  /** True when a form is dirty and the person has not already agreed to discard it. */
  isBlocking(): boolean;
  /** The Discard of a navigation: every dirty form's onDiscard, and no more asking until they go. */
  discardAll(): void;
  subscribe(listener: Listener): () => void;
}

export function createUnsavedStore(): UnsavedStore {
  const entries = new Set<UnsavedEntry>();
  const listeners = new Set<Listener>();
  // After a Discard the navigation proceeds while the dirty forms are still mounted; they must not
  // block it (or a sign-out) a second time. Cleared once every form has gone or a new one is dirty.
  let released = false;
  const emit = () => listeners.forEach((l) => l());

  return {
    register(entry) {
      entries.add(entry);
      released = false;
      emit();
      return () => {
        if (!entries.delete(entry)) return;
        if (entries.size === 0) released = false;
        emit();
      };
    },
    isBlocking: () => entries.size > 0 && !released,
    discardAll() {
      for (const entry of [...entries]) entry.onDiscard?.();
      released = true;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one store of the browser tab. */
export const unsavedForms = createUnsavedStore();
