import {
  CHAT_FLOW_LABELS,
  CHAT_STATUS_LABELS,
  type ChatConversationListItem,
  type ChatFlowType,
  type ChatStatus,
} from '@rentfront/shared/chatbot';
import type { BadgeTone } from '../../../ui/Badge';

export const STATUS_TONES: Record<ChatStatus, BadgeTone> = {
  active: 'blue',
  completed: 'green',
  escalated: 'red',
  abandoned: 'gray',
};

/** The visitor's name as they gave it (signed in, or typed in the chat), else `fallback`. */
export const visitorName = (c: Pick<ChatConversationListItem, 'user_name' | 'guest_name'>, fallback = 'Guest visitor') =>
  c.user_name ?? c.guest_name ?? fallback;

export const flowLabel = (flow: ChatFlowType | null) => (flow ? CHAT_FLOW_LABELS[flow] : 'Not chosen');
export const statusLabel = (status: ChatStatus) => CHAT_STATUS_LABELS[status] ?? status;

/** true / false / null (not asked) in words. */
export function satisfactionLabel(value: boolean | null): { text: string; tone: BadgeTone } {
  if (value === true) return { text: 'Satisfied', tone: 'green' };
  if (value === false) return { text: 'Not satisfied', tone: 'red' };
  return { text: 'Not asked', tone: 'gray' };
}

/** "12.3 s" or "2 min 5 s" for a message's response time. */
export function formatResponseTime(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return s ? `${m} min ${s} s` : `${m} min`;
}

const DETAIL_LABELS: Record<string, string> = {
  search: 'Search',
  property_type: 'Type',
  min_price: 'Min price',
  max_price: 'Max price',
  move_in: 'Move-in',
  contact_method: 'Preferred contact',
  date: 'Visit date',
  time_window: 'Time',
  kind: 'Kind',
  area: 'About',
  rating: 'Rating (1-5)',
};

/** A lead detail as a label and a readable value (dates in US format, yes/no for flags). */
export function leadDetail(key: string, value: string | number | boolean): [string, string] {
  const label = DETAIL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
  if (typeof value === 'boolean') return [label, value ? 'Yes' : 'No'];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return [label, `${m}/${d}/${y}`];
  }
  if ((key === 'min_price' || key === 'max_price') && typeof value === 'number') return [label, `$${value.toLocaleString('en-US')}`];
  return [label, String(value)];
}
