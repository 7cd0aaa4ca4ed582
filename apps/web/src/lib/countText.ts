/**
 * A list total as the office reads it: exact, or "1,000+" when the server counted a broad search
 * only up to its cap (`pagination.total_capped`, ADR 0006), so a lower bound never reads as exact.
 */
export function totalText(total: number, capped: boolean | undefined): string {
  return capped ? `${total.toLocaleString('en-US')}+` : String(total);
}
