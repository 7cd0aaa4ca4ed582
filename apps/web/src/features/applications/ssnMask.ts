// The social security number is masked as it is typed (public-site.md §5): only the last four
// digits show, e.g. •••-••-6789. The input shows the mask; the form keeps the digits.

export const SSN_LENGTH = 9;
const MASK = '•';
const isSlot = (c: string) => c === MASK || (c >= '0' && c <= '9');

/** 123456789 -> 123-45-6789 (partial input formats as far as it goes). */
export function formatSsn(digits: string): string {
  const d = digits.slice(0, SSN_LENGTH);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The formatted number with every digit but the last four replaced by a bullet. */
export function maskSsn(digits: string): string {
  const hidden = Math.max(0, digits.length - 4);
  let seen = 0;
  return [...formatSsn(digits)].map((c) => (c === '-' ? c : seen++ < hidden ? MASK : c)).join('');
}

/**
 * Applies an edit of the masked text to the digits behind it: finds what changed between the
 * old and new text (wherever the caret was), removes the digits under the removed part and
 * inserts the typed or pasted digits. Deleting a dash deletes the digit before it. Returns the
 * new digits and the caret as a count of digits before it.
 */
export function applyMaskedEdit(digits: string, oldText: string, newText: string): { digits: string; caret: number } {
  let p = 0;
  while (p < oldText.length && p < newText.length && oldText[p] === newText[p]) p++;
  let s = 0;
  while (s < oldText.length - p && s < newText.length - p && oldText[oldText.length - 1 - s] === newText[newText.length - 1 - s]) s++;
  const removed = oldText.slice(p, oldText.length - s);
  const inserted = newText.slice(p, newText.length - s).replace(/\D/g, '');
  let start = [...oldText.slice(0, p)].filter(isSlot).length;
  let removedCount = [...removed].filter(isSlot).length;
  if (removed.length > 0 && removedCount === 0 && inserted === '' && start > 0) {
    start -= 1;
    removedCount = 1;
  }
  const next = (digits.slice(0, start) + inserted + digits.slice(start + removedCount)).slice(0, SSN_LENGTH);
  return { digits: next, caret: Math.min(start + inserted.length, next.length) };
}

/** The text position after `count` digits of the masked text. */
export function caretPosition(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen === count) return i;
    if (isSlot(text[i])) seen++;
  }
  return text.length;
}
