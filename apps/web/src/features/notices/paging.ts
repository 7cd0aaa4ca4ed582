/** Offset paging arithmetic shared by the public list and the admin table. */
export interface PageInfo {
  page: number;
  totalPages: number;
  first: number;
  last: number;
}

export function pageInfo(offset: number, limit: number, shown: number, total: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(totalPages, Math.floor(offset / limit) + 1);
  return { page, totalPages, first: shown === 0 ? 0 : offset + 1, last: offset + shown };
}

/** "Showing 11-20 of 23 notices" (the spec's words, also for one), or "No notices found" when there are none. */
export function showingText(info: PageInfo, total: number): string {
  if (total === 0) return 'No notices found';
  return `Showing ${info.first}-${info.last} of ${total} notices`;
}

/** The offset of a 1-based page. */
export function offsetOf(page: number, limit: number): number {
  return Math.max(0, (page - 1) * limit);
}
