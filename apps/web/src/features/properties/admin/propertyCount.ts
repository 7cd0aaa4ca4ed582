import type { AdminPropertyListData } from '@rentfront/shared/properties-core';
import { totalText } from '../../../lib/countText';

/** "12 properties", or with a filter "3 of 12 properties" ("1,000+ of …" past the search count's cap). */
export function countText({ pagination, total_all }: Pick<AdminPropertyListData, 'pagination' | 'total_all'>): string {
  const noun = total_all === 1 ? 'property' : 'properties';
  const all = total_all.toLocaleString('en-US');
  if (pagination.total === total_all && !pagination.total_capped) return `${all} ${noun}`;
  return `${totalText(pagination.total, pagination.total_capped)} of ${all} ${noun}`;
}
