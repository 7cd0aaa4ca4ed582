import { SAVED_SEARCH_PAGE_TEXT as TEXT } from '@rentfront/shared';
import type { Config } from '../../config';
import { escapeHtml } from '../../platform/mail/template';
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

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px 24px}
header a{color:#0f172a;font-weight:700;font-size:1.125rem;text-decoration:none}
main{max-width:36rem;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px 24px}
h1{font-size:1.5rem;margin:0 0 12px}
p{margin:0 0 16px;color:#334155}
.search{background:#f1f5f9;border-radius:8px;padding:12px 16px;color:#0f172a}
.search strong{display:block;font-size:.875rem;color:#334155}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
.btn{display:inline-block;border-radius:8px;padding:10px 18px;font-size:1rem;font-weight:600;text-decoration:none;border:1px solid #1d4ed8;cursor:pointer}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
.btn:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
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
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${copy.title} | ${config.site.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(config.site.name)}</a></header>
<main>
<div class="card">
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.body)}</p>
${search}
<div class="actions">${form}<a class="btn secondary" href="/">${escapeHtml(TEXT.home)}</a></div>
</div>
</main>
</body>
</html>`;
  return { status: STATUS[outcome.state], html };
}
