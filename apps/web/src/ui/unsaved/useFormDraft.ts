import { useEffect, useRef, useState } from 'react';
import { changedFrom } from './changed';
import type { Draft, DraftStore } from './draftStore';

const SAVE_DELAY_MS = 600;

export interface FormDraft<T> {
  /** The stored draft found when the form opened, until Restore or Discard draft answers it. */
  offer: Draft<Partial<T>> | null;
  restore: () => void;
  /** Discard draft: forgets the stored draft and the offer. */
  dismiss: () => void;
  /** Forget the draft (after a successful save, or Discard). */
  clear: () => void;
}

/**
 * Keeps a local draft of a long form: saved while typing (debounced) as long as the part a draft
 * keeps differs from the starting values, forgotten when it no longer does. A draft found on opening is offered
 * back; the offer keeps the old values in memory, so typing meanwhile (saved as the new draft)
 * does not change what Restore brings back.
 */
export function useFormDraft<T>({
  store,
  recordId,
  initial,
  values,
  onRestore,
}: {
  store: DraftStore<T>;
  recordId: string;
  /** The form's starting values (blank, or the record's). */
  initial: T;
  values: T;
  onRestore: (values: Partial<T>) => void;
}): FormDraft<T> {
  const [offer, setOffer] = useState<Draft<Partial<T>> | null>(() => store.load(recordId));
  const cleared = useRef(false);
  const dirty = changedFrom(store.pick(initial), store.pick(values));
  const serialized = JSON.stringify(store.pick(values));

  useEffect(() => {
    if (cleared.current) return;
    const timer = window.setTimeout(() => {
      if (cleared.current) return;
      if (dirty) store.save(recordId, values);
      // Back to the starting values: nothing to keep, except a draft still on offer.
      else if (!offer) store.clear(recordId);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `serialized` stands for `values`, whose identity changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, dirty, recordId, store, offer]);

  return {
    offer,
    restore: () => {
      if (offer) onRestore(offer.values);
      setOffer(null);
    },
    dismiss: () => {
      store.clear(recordId);
      setOffer(null);
    },
    clear: () => {
      cleared.current = true;
      store.clear(recordId);
    },
  };
}
