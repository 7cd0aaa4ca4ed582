/**
 * The browser's localStorage or sessionStorage, or null where there is none: reading the property
 * throws when storage is disabled (privacy mode), and there is no window while rendering on the
 * server. Callers then simply keep nothing.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
