import type { Config } from '../../config';
import { escapeHtml } from '../mail/template';

/**
 * The look every plain server-rendered page shares (the saved-search links, the contractor's job
 * page): the site's name in a header, one column of cards, its buttons, in the site's colours
 * (brand-700 #1e40af, slate text) and the system font. No script and no external file, so the
 * page works in any mail app's browser.
 */
const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px 24px}
header a{color:#0f172a;font-weight:700;font-size:1.125rem;text-decoration:none}
main{max-width:40rem;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 12px;color:#334155}
.btn{display:inline-block;border-radius:8px;padding:10px 18px;font:inherit;font-weight:600;text-decoration:none;border:1px solid #1e40af;cursor:pointer}
.primary{background:#1e40af;color:#fff}
.primary:hover{background:#1e3a8a}
.secondary{background:#fff;color:#1e40af}
.btn:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

/** A whole page: `title` (escaped here) heads the tab, `body` is the main column's HTML, already escaped by the caller. */
export function plainPage(config: Config, page: { title: string; body: string; style?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${page.title} | ${config.site.name}`)}</title>
<style>${BASE_STYLE}${page.style ?? ''}</style>
</head>
<body>
<header><a href="/">${escapeHtml(config.site.name)}</a></header>
<main>
${page.body}
</main>
</body>
</html>`;
}
