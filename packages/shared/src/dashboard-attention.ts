// "Needs attention" card of the admin dashboard (issue 19): GET /api/admin/dashboard/attention.

/**
 * The items in the order the card shows them. To add one: add its key here with a label and the
 * link of the filtered list, and its counter to
 * ATTENTION_COUNTERS in apps/server/src/modules/dashboard/attention.ts. The card renders every
 * item the server returns, so nothing in the web app changes.
 */
export const ATTENTION_ITEMS = {
  tours_today: { label: 'Tours today', href: '/admin/tours' },
  applications_pending: { label: 'Applications pending review', href: '/admin/applications?status=pending' },
  screening_unreplied: { label: 'New pre-screening responses', href: '/admin/pre-screening?status=pending' },
  maintenance_open: { label: 'Open maintenance requests', href: '/admin/maintenance?status=open' },
  contacts_unread: { label: 'Unread contact messages', href: '/admin/contacts?read=unread' },
  chat_escalations: { label: 'Escalated chats', href: '/admin/chatbot-analytics?status=escalated' },
  chat_leads: { label: 'Chat leads this week', href: '/admin/chatbot-analytics?lead=with' },
  // Leases (issue 32 item 5).
  leases_awaiting_countersignature: { label: 'Leases awaiting countersignature', href: '/admin/leases?status=signed' },
  leases_signature_overdue: { label: 'Leases out for signature more than 3 days', href: '/admin/leases?status=out_for_signature' },
  leases_ending_unrenewed: { label: 'Leases ending within 60 days without a renewal', href: '/admin/leases?ending_within=60' },
  // Rent and money (issue 33 item 6): each opens the report whose rows it counts.
  late_balances: { label: 'Leases with a late balance', href: '/admin/reports?report=delinquency&past_due=true' },
  payments_failed: { label: 'Online payments failed this week', href: '/admin/reports?report=online-payments&status=failed' },
  deposit_statements_due: { label: 'Deposit statements due', href: '/admin/reports?report=deposits&statement=due' },
} as const;
export type AttentionKey = keyof typeof ATTENTION_ITEMS;
export const ATTENTION_KEYS = Object.keys(ATTENTION_ITEMS) as AttentionKey[];

/** Where the urgent part of the open maintenance requests links to. */
export const ATTENTION_URGENT_MAINTENANCE_HREF = '/admin/maintenance?status=open&priority=urgent';

/** A count as the server gives it: exact up to the cap, then a lower bound (`capped`). */
export interface AttentionCount {
  count: number;
  capped: boolean;
}

export interface AttentionItem {
  key: AttentionKey;
  count: number;
  count_capped: boolean;
  /** Of `count`, how many arrived after the staff user's previous visit; null on a first visit. */
  new_since_last_visit: AttentionCount | null;
  /**
   * The link of the filtered list when it depends on the day (it then replaces ATTENTION_ITEMS'
   * href): the server builds it from the same day as the count, so the two always agree.
   */
  href?: string;
  /** Open maintenance only: how many of them are urgent, and of those how many are new. */
  urgent?: { count: number; new_since_last_visit: AttentionCount | null };
}

export interface AttentionData {
  items: AttentionItem[];
  /** The end of the staff user's previous dashboard visit (ISO), or null when this is the first. */
  last_visit_at: string | null;
  generated_at: string;
}

export const ATTENTION_MESSAGES = {
  fetched: 'Needs attention retrieved successfully',
  loadFailed: 'Failed to load what needs attention',
  empty: 'Nothing needs your attention',
} as const;
