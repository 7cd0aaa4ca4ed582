import { SAVED_SEARCH_PAGE_TEXT as TEXT } from '@rentfront/shared';
import type { Config } from '../../config';
import { escapeHtml } from '../../platform/mail/template';
import { plainPage } from '../../platform/web/plain-page';
import type { LinkOutcome, LinkState } from './service';

// The pages the confirm and unsubscribe links land on. Plain server-rendered HTML with no script:
// they work in any mail client's browser, and the page that asks comes back from its own POST.

const STATUS: Record<LinkState, number> = {
  confirm: 200,
  confirmed: 200,
  already_confirmed: 200,
  unsubscribe: 200,
  unsubscribed: 200,
  already_unsubscribed: 200,
  expired: 410,
  invalid: 404,
};

const COPY: Record<LinkState, { title: string; body: string }> = {
  confirm: TEXT.confirmAsk,
  confirmed: TEXT.confirmed,
  already_confirmed: TEXT.alreadyConfirmed,
  unsubscribe: TEXT.unsubscribeAsk,
  unsubscribed: TEXT.unsubscribed,
  already_unsubscribed: TEXT.alreadyUnsubscribed,
  expired: TEXT.expired,
  invalid: TEXT.invalid,
};

// What the link pages add to the plain page's look: the search summary and the row of actions.
const STYLE = `
.card{padding:32px 24px}
.search{background:#f1f5f9;border-radius:8px;padding:12px 16px;color:#0f172a}
.search strong{display:block;font-size:.875rem;color:#334155}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
`;

/** The page of one link state; `action` is the form that applies the link (confirm or unsubscribe). */
export function renderLinkPage(config: Config, outcome: LinkOutcome, action?: { url: string; label: string }) {
  const copy = COPY[outcome.state];
  const search = outcome.summary
    ? `<p class="search"><strong>${escapeHtml(TEXT.searchLabel)}</strong>${escapeHtml(outcome.summary)}</p>`
    : '';
  const form = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><button class="btn primary" type="submit">${escapeHtml(action.label)}</button></form>`
    : `<a class="btn primary" href="/properties">${escapeHtml(TEXT.browse)}</a>`;
  const html = plainPage(config, {
    title: copy.title,
    style: STYLE,
    body: `<div class="card">
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.body)}</p>
${search}
<div class="actions">${form}<a class="btn secondary" href="/">${escapeHtml(TEXT.home)}</a></div>
</div>`,
  });
  return { status: STATUS[outcome.state], html };
}
