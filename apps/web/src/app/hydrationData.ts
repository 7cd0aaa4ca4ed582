import type { HydrationState } from 'react-router';

/** Id of the JSON block the server writes the loaders' answers into (not a script that runs: the CSP allows none inline). */
export const HYDRATION_DATA_ID = 'rf-hydration-data';

/** The server's loader data, or undefined on a page the server did not render (admin, sign-in). */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const el = doc.getElementById(HYDRATION_DATA_ID);
  if (!el?.textContent) return undefined;
  return JSON.parse(el.textContent) as HydrationState;
}
