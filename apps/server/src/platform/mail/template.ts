/** Escapes a value for HTML text and attribute context. Every value in a template goes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailContent {
  subject: string;
  /** Opening line after the greeting. */
  heading: string;
  greeting?: string;
  paragraphs?: string[];
  /** Label/value rows (a summary table). */
  rows?: [string, string | number | null | undefined][];
  /** A list of links, e.g. recommended properties. */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  footer?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Renders one message as a plain-text part and an escaped HTML part from the same content. */
export function renderEmail(content: EmailContent, siteName: string): RenderedEmail {
  const text: string[] = [];
  const html: string[] = [];
  if (content.greeting) {
    text.push(content.greeting, '');
    html.push(`<p>${escapeHtml(content.greeting)}</p>`);
  }
  text.push(content.heading, '');
  html.push(`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`);
  for (const p of content.paragraphs ?? []) {
    text.push(p, '');
    html.push(`<p style="white-space:pre-line">${escapeHtml(p)}</p>`);
  }
  if (content.rows?.length) {
    const present = content.rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
    for (const [label, value] of present) text.push(`${label}: ${value}`);
    text.push('');
    html.push(
      `<table cellpadding="6" style="border-collapse:collapse">${present
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  }
  if (content.links?.length) {
    for (const link of content.links) text.push(`- ${link.label}: ${link.url}`);
    text.push('');
    html.push(`<ul>${content.links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>`);
  }
  if (content.action) {
    text.push(`${content.action.label}: ${content.action.url}`, '');
    html.push(
      `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#555">If the button does not work, copy this address: ${escapeHtml(content.action.url)}</p>`,
    );
  }
  const footer = content.footer ?? `— ${siteName}`;
  text.push(footer);
  html.push(`<p style="color:#555">${escapeHtml(footer)}</p>`);
  return {
    subject: content.subject,
    text: text.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">${html.join('\n')}</body></html>`,
  };
}
