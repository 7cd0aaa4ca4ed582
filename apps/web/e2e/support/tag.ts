/**
 * A fresh suffix for the names of what a journey creates. Call it inside the test, not at module
 * level: a retried test runs its body again against the same server, and records from the failed
 * try with the same names would make its lookups ambiguous.
 */
export function newTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
