/** Success envelope of every call unless server.md names another shape. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

/** Failure body the server sends. */
export interface ApiErrorBody {
  success: false;
  detail: string;
  message: string;
  errors?: Record<string, string>;
  request_id?: string;
  /** A machine-readable reason, when the client has something to do about it (e.g. `reauth_required`). */
  code?: string;
}

/** Offset pagination (contacts, team, notices, screening, maintenance, applications). */
export interface OffsetPagination {
  total: number;
  limit: number;
  offset: number;
  has_next: boolean;
  has_prev: boolean;
  /**
   * True when a searched admin list matched more rows than it counts (1,000): `total` is then a
   * lower bound, to show as "1,000+". Absent or false: `total` is exact.
   */
  total_capped?: boolean;
}

/** Page pagination (/api/properties, chatbot conversations). */
export interface PagePagination {
  current_page: number;
  per_page: number;
  total_count: number;
  total_pages: number;
  has_next: boolean;
  has_prev: boolean;
  /** As in OffsetPagination: `total_count` is a lower bound when true. */
  total_capped?: boolean;
}

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** Longest search text a list accepts; the search boxes stop typing there too. */
export const SEARCH_MAX_LENGTH = 200;
