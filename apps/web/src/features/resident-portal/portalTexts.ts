// The portal's own words (issue 32 item 3). Server messages are shown where the server gives
// one (`failureMessage`); these are the fallbacks and the page texts. No zod here: the portal's
// pages import only types from @rentfront/shared/residents.

export const PORTAL_TEXTS = {
  linkSent: 'If that e-mail belongs to a resident, a sign-in link is on its way.',
  linkInvalid: 'This sign-in link is invalid or has expired. Ask for a new one.',
  signInFailed: 'We could not sign you in. Please try again.',
  loadFailed: 'We could not load this page. Please try again.',
  signedOut: 'Please sign in to see your resident portal.',
  signFailed: 'Your signature could not be saved. Please try again.',
  requestFailed: 'Your request could not be sent. Please try again.',
} as const;

/** Maintenance categories a resident chooses from, as the API names them. */
export const CATEGORY_LABELS: Record<string, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  heating_cooling: 'Heating and cooling',
  appliance: 'Appliance',
  pest: 'Pests',
  locks_doors: 'Locks and doors',
  other: 'Other',
};

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;

const STATUS_LABELS: Record<string, string> = {
  pending: 'Received',
  sent_to_contractor: 'Sent to a contractor',
  in_progress: 'In progress',
  completed: 'Done',
  cancelled: 'Cancelled',
};

export const requestStatusLabel = (status: string) => STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

/** Open: the office still has work to do on it. */
export const isOpenRequest = (status: string) => status !== 'completed' && status !== 'cancelled';
