import { CONTRACTOR_NOTE_MAX, CONTRACTOR_PAGE_TEXT as TEXT, type ContractorJobAction } from '@rentfront/shared';
import type { Config } from '../../config';
import { escapeHtml as e } from '../../platform/mail/template';
import { plainPage } from '../../platform/web/plain-page';
import { JOB_ACTION_PATHS } from './job-links';
import { longDate, officeToday, type JobState, type JobView } from './job-service';

// The page a contractor's job link lands on: plain server-rendered HTML with no script (it works
// in any mail app's browser), like the saved-search pages. Every value goes through escapeHtml.

const STATE_COPY: Record<Exclude<JobState, 'open'>, { title: string; body: string }> = {
  done: TEXT.doneThanks,
  already_done: TEXT.alreadyDone,
  expired: TEXT.expired,
  invalid: TEXT.invalid,
  cancelled: TEXT.cancelled,
  closed: TEXT.closed,
};

// What the job page adds to the plain page's look: its facts, notices, fields and errors.
const STYLE = `
h2{font-size:1.125rem;margin:0 0 4px}
dl{display:grid;grid-template-columns:1fr;gap:8px 16px;margin:16px 0 0;padding:12px 16px;background:#f1f5f9;border-radius:8px}
@media (min-width:40rem){dl{grid-template-columns:9rem 1fr}}
dt{font-size:.875rem;font-weight:600;color:#334155}
dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}
.notice{border:1px solid #15803d;background:#f0fdf4;color:#14532d;border-radius:8px;padding:12px 16px;margin:0 0 16px}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:8px;padding:12px 16px;margin:0 0 16px}
.done{color:#14532d;font-weight:600}
label{display:block;font-weight:600;margin:12px 0 4px}
.hint{font-size:.875rem;color:#334155;margin:4px 0 0}
.error{font-size:.875rem;color:#b91c1c;margin:4px 0 0}
input[type=date],textarea,input[type=file]{font:inherit;width:100%;max-width:100%;border:1px solid #64748b;border-radius:8px;padding:8px 10px;background:#fff;color:#0f172a}
textarea{min-height:6rem;resize:vertical}
[aria-invalid=true]{border-color:#b91c1c}
input:focus-visible,textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:1px}
.btn{margin-top:16px}
.contact{font-size:.875rem}
`;

function document(config: Config, title: string, body: string): string {
  return plainPage(config, { title, body, style: STYLE });
}

const contact = (config: Config) => `<p class="contact">${e(TEXT.contactOffice(config.site.phone, config.site.email))}</p>`;

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}-error">${e(message)}</p>` : '';
}

/** `aria-invalid` and `aria-describedby` for a field with an error (and its hint, if any). */
function invalidAttrs(id: string, message: string | undefined, hintId?: string): string {
  const described = [hintId, message ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return `${message ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
}

function errorsFor(view: JobView, action: ContractorJobAction): Record<string, string> {
  return view.failedAction === action ? (view.errors ?? {}) : {};
}

function acceptSection(view: JobView, action: (path: string) => string): string {
  if (view.job?.accepted) {
    return `<section class="card" aria-labelledby="accept-h"><h2 id="accept-h">${e(TEXT.acceptHeading)}</h2><p class="done">${e(TEXT.accepted)}</p></section>`;
  }
  return `<section class="card" aria-labelledby="accept-h">
<h2 id="accept-h">${e(TEXT.acceptHeading)}</h2>
<p>${e(TEXT.acceptBody)}</p>
<form method="post" action="${e(action(JOB_ACTION_PATHS.accept))}"><button class="btn primary" type="submit">${e(TEXT.acceptButton)}</button></form>
</section>`;
}

function proposeSection(view: JobView, action: (path: string) => string, today: string): string {
  const errors = errorsFor(view, 'propose');
  const values = view.failedAction === 'propose' ? (view.values ?? {}) : {};
  const current = view.job?.proposedDate ? `<p class="done">${e(TEXT.proposed(longDate(view.job.proposedDate)))}</p>` : '';
  return `<section class="card" aria-labelledby="propose-h">
<h2 id="propose-h">${e(TEXT.proposeHeading)}</h2>
<p>${e(TEXT.proposeBody)}</p>
${current}
<form method="post" action="${e(action(JOB_ACTION_PATHS.propose))}" novalidate>
<label for="date">${e(TEXT.dateLabel)}</label>
<input type="date" id="date" name="date" required min="${e(today)}" value="${e(values.date ?? view.job?.proposedDate ?? '')}"${invalidAttrs('date', errors.date)}>
${fieldError('date', errors.date)}
<label for="propose-note">${e(TEXT.proposeNoteLabel)}</label>
<textarea id="propose-note" name="note" maxlength="${CONTRACTOR_NOTE_MAX}"${invalidAttrs('propose-note', errors.note)}>${e(values.note ?? '')}</textarea>
${fieldError('propose-note', errors.note)}
<button class="btn primary" type="submit">${e(TEXT.proposeButton)}</button>
</form>
</section>`;
}

function doneSection(view: JobView, action: (path: string) => string): string {
  const errors = errorsFor(view, 'done');
  const values = view.failedAction === 'done' ? (view.values ?? {}) : {};
  return `<section class="card" aria-labelledby="done-h">
<h2 id="done-h">${e(TEXT.doneHeading)}</h2>
<p>${e(TEXT.doneBody)}</p>
<form method="post" action="${e(action(JOB_ACTION_PATHS.done))}" enctype="multipart/form-data" novalidate>
<label for="done-note">${e(TEXT.doneNoteLabel)}</label>
<textarea id="done-note" name="note" required maxlength="${CONTRACTOR_NOTE_MAX}"${invalidAttrs('done-note', errors.note)}>${e(values.note ?? '')}</textarea>
${fieldError('done-note', errors.note)}
<label for="photos">${e(TEXT.photosLabel)}</label>
<input type="file" id="photos" name="photos" accept="image/*" multiple${invalidAttrs('photos', errors.photos, 'photos-hint')}>
<p class="hint" id="photos-hint">${e(TEXT.photosHint)}</p>
${fieldError('photos', errors.photos)}
<button class="btn primary" type="submit">${e(TEXT.doneButton)}</button>
</form>
</section>`;
}

/** The HTML of a job link's page in any state; `token` builds the forms' addresses. */
export function renderJobPage(config: Config, view: JobView, token: string, now = new Date()): string {
  if (view.state !== 'open' || !view.job) {
    const copy = STATE_COPY[view.state === 'open' ? 'invalid' : view.state];
    return document(
      config,
      copy.title,
      `<div class="card">
<h1>${e(copy.title)}</h1>
<p>${e(copy.body)}</p>
${contact(config)}
<a class="btn secondary" href="/">Back to Home</a>
</div>`,
    );
  }
  const job = view.job;
  const action = (path: string) => `${path}?token=${encodeURIComponent(token)}`;
  const hasErrors = view.errors && Object.keys(view.errors).length > 0;
  const alert = hasErrors
    ? `<div class="alert" role="alert">${Object.values(view.errors ?? {})
        .map((m) => e(m))
        .join('<br>')}</div>`
    : '';
  const notice = view.notice && !hasErrors ? `<p class="notice" role="status">${e(view.notice)}</p>` : '';
  const rows: [string, string | null][] = [
    ['Issue', job.title],
    ['Address', job.location],
    ['Priority', job.priority],
    [TEXT.statusLabel, job.status],
    ['Description', job.description],
    ['Proposed date', job.proposedDate ? longDate(job.proposedDate) : null],
    ['Link works until', longDate(officeToday(job.expiresAt))],
  ];
  const details = rows
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
    .join('');
  return document(
    config,
    `${TEXT.title}: ${job.title}`,
    `${notice}${alert}<div class="card">
<h1>${e(TEXT.title)}: ${e(job.title)}</h1>
<p>${e(TEXT.intro(config.site.name))}</p>
<dl>${details}</dl>
</div>
${acceptSection(view, action)}
${proposeSection(view, action, officeToday(now))}
${doneSection(view, action)}
${contact(config)}`,
  );
}
