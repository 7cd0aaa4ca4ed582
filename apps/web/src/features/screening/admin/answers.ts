import type { ScreeningAnswer } from '@rentfront/shared/screening';
import { formatUsDate } from '../../../lib/format';

/** An answer as the admin reads it: Yes/No, the number (0 included), a US date or the text. */
export function answerDisplay(a: ScreeningAnswer): string {
  if (a.answer_yesno !== null) return a.answer_yesno ? 'Yes' : 'No';
  if (a.answer_number !== null) return String(a.answer_number);
  if (a.answer_date !== null) return formatUsDate(a.answer_date);
  return a.answer_text ?? '—';
}
