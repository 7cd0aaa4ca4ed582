import { ApiError } from '../../api/errors';

/** The server's template errors by section: `sections.2.body` → { '2.body': 'Unknown merge field…' }. */
export function templateFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const m = /^sections\.(\d+)\.(heading|body)$/.exec(key);
    out[m ? `${m[1]}.${m[2]}` : 'sections'] = message.replace(/^[a-z_.]+: /, '');
  }
  return out;
}
