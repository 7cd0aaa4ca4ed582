import { useCallback, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { readAdminHint } from '../../lib/adminHint';

/**
 * Which columns a staff member hid, per table, remembered in this browser. The key carries the
 * staff user's id (not PII: a uuid), so two people sharing a browser keep their own choices;
 * the value is only column names and true/false. The admin area renders in the browser only, so
 * reading localStorage while rendering is safe here.
 */
export function visibilityKey(tableId: string, userId: string | undefined): string {
  return `rentfront.columns.${userId ?? 'anonymous'}.${tableId}`;
}

function read(key: string): VisibilityState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as VisibilityState;
  } catch {
    return {};
  }
}

export function useColumnVisibility(tableId: string) {
  const key = visibilityKey(tableId, readAdminHint()?.id);
  const [visibility, setVisibility] = useState<VisibilityState>(() => read(key));
  const update = useCallback(
    (next: VisibilityState | ((old: VisibilityState) => VisibilityState)) => {
      setVisibility((old) => {
        const value = typeof next === 'function' ? next(old) : next;
        try {
          localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Storage full or blocked: the choice still holds until the page is left.
        }
        return value;
      });
    },
    [key],
  );
  return [visibility, update] as const;
}
