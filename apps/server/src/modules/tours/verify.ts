import { eq } from 'drizzle-orm';
import { TOUR_ACTIVE_STATUSES, TOUR_VERIFY_PAGE_TEXT as TEXT } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Config } from '../../config';
import { tours } from '../../db/schema';
import { escapeHtml } from '../../platform/mail/template';
import { plainPage } from '../../platform/web/plain-page';
import { reopenAccessReminder } from './access';
import { tourIdOfVerifyToken } from './manage-token';

/**
 * The booking e-mail's "Confirm my e-mail address" link (issue 30, S2): proves the visitor reads
 * the mailbox the tour was booked with, which is what lets a self-guided tour get its access
 * instructions when the office turns confirmation off. GET only shows the page (mail scanners
 * fetch links); its button POSTs, as the saved-search links do.
 */
export type VerifyState = 'ask' | 'verified' | 'expired' | 'invalid';

export async function verifyTourLink(ctx: AppContext, token: string, apply: boolean, now = new Date()): Promise<VerifyState> {
  const id = tourIdOfVerifyToken(ctx, token);
  if (!id) return 'invalid';
  return ctx.db.transaction(async (tx) => {
    const [tour] = await tx.select().from(tours).where(eq(tours.id, id)).limit(1).for('update');
    if (!tour) return 'invalid';
    const active = (TOUR_ACTIVE_STATUSES as readonly string[]).includes(tour.status);
    if (!active || tour.endAt.getTime() <= now.getTime()) return 'expired';
    if (tour.emailVerifiedAt) return 'verified';
    if (!apply) return 'ask';
    await tx.update(tours).set({ emailVerifiedAt: now }).where(eq(tours.id, id));
    await reopenAccessReminder(tx, tour);
    return 'verified';
  });
}

const STATUS: Record<VerifyState, number> = { ask: 200, verified: 200, expired: 410, invalid: 404 };

/** The page of one state; `action` is the form the "ask" page posts back to itself. */
export function renderVerifyPage(config: Config, state: VerifyState, action?: string): { status: number; html: string } {
  const copy = state === 'ask' ? TEXT.ask : TEXT[state];
  const button = action
    ? `<form method="post" action="${escapeHtml(action)}"><button class="btn primary" type="submit">${escapeHtml(TEXT.button)}</button></form>`
    : '';
  const html = plainPage(config, {
    title: copy.title,
    style: '.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}',
    body: `<div class="card">
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.body)}</p>
<div class="actions">${button}<a class="btn secondary" href="/">${escapeHtml(TEXT.home)}</a></div>
</div>`,
  });
  return { status: STATUS[state], html };
}
