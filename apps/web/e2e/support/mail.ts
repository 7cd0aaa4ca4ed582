import { inject } from 'vitest';
import type { CapturedMail } from './mail-capture';

export type { CapturedMail };

export async function allMail(): Promise<CapturedMail[]> {
  const res = await fetch(inject('mailApi'));
  return (await res.json()) as CapturedMail[];
}

/** Waits (up to `timeoutMs`) for a message to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject?: RegExp | string, timeoutMs = 20_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  const matches = (m: CapturedMail) =>
    m.to.includes(to.toLowerCase()) && (!subject || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)));
  while (Date.now() < deadline) {
    const found = (await allMail()).filter(matches);
    if (found.length > 0) return found[found.length - 1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}

/** The first link in a message's text part that contains `fragment`. */
export function linkIn(mail: CapturedMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in "${mail.subject}"`);
  return link;
}
