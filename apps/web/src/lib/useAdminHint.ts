import { useSyncExternalStore } from 'react';
import { readAdminHint, type AdminHint } from './adminHint';

let cached: { raw: string | null; value: AdminHint | null } = { raw: null, value: null };

function snapshot(): AdminHint | null {
  const raw = localStorage.getItem('adminUser');
  if (raw !== cached.raw) cached = { raw, value: readAdminHint() };
  return cached.value;
}

function subscribe(onChange: () => void) {
  window.addEventListener('adminhint', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('adminhint', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The locally stored admin hint, kept in sync across components and tabs. */
export function useAdminHint(): AdminHint | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
