import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../lib/format';
import { Button } from '../Button';
import type { FormDraft } from './useFormDraft';

/**
 * "Restore your unsaved draft from <time>?" at the top of a long form, with Restore and Discard
 * draft. It is announced when it appears; answering it puts focus on the form's first field.
 */
export function DraftOffer<T>({ draft, formId }: { draft: FormDraft<T>; formId: string }) {
  const region = useRef<HTMLDivElement>(null);
  const offered = draft.offer !== null;
  const wasOffered = useRef(offered);
  useEffect(() => {
    // The banner's buttons go away on answer: move focus into the form rather than to the page.
    if (wasOffered.current && !offered) {
      const first = document.getElementById(formId)?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
      first?.focus();
    }
    wasOffered.current = offered;
  }, [offered, formId]);

  if (!draft.offer) return null;
  return (
    <div
      ref={region}
      role="region"
      aria-label="Unsaved draft"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <p role="status" className="text-sm text-slate-900">
        Restore your unsaved draft from {formatDateTime(draft.offer.savedAt)}?
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={draft.dismiss}>
          Discard draft
        </Button>
        <Button size="sm" onClick={draft.restore}>
          Restore
        </Button>
      </div>
    </div>
  );
}
