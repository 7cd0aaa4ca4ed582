// E-mails of the screening domain (server.md §4): receipt with matches, office notice, admin reply.
import { SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';
import type { CheckedAnswer } from './answers';
import type { ScoredProperty } from './recommender/scoring';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** Whole dollars print without cents ("$1,450"), others with them ("$1,450.50"). */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? usd.format(amount).replace(/\.00$/, '') : usd.format(amount);
}

export function answerDisplay(a: Pick<CheckedAnswer, 'answerText' | 'answerNumber' | 'answerDate' | 'answerYesno'>): string {
  if (a.answerYesno !== null) return a.answerYesno ? 'Yes' : 'No';
  if (a.answerNumber !== null) return String(a.answerNumber);
  if (a.answerDate !== null) {
    const [y, m, d] = a.answerDate.split('-');
    return `${m}/${d}/${y}`;
  }
  return a.answerText ?? '';
}

function matchLinks(config: Config, matches: ScoredProperty[]) {
  return matches.map(({ property: p, score }) => ({
    label: `${p.title} — ${p.city}, ${p.state} — ${formatMoney(p.price)}/month — ${p.bedrooms} bd, ${p.bathrooms} ba (${score}% match)`,
    url: `${config.publicUrl}/properties/${p.id}`,
  }));
}

export function respondentEmail(
  config: Config,
  input: { fullName: string; reference: string; matches: ScoredProperty[]; listUrl: string },
) {
  const found = input.matches.length;
  return renderEmail(
    {
      subject: `We received your pre-screening questionnaire — ${config.site.name}`,
      greeting: `Hello ${input.fullName},`,
      heading: 'Thank you for completing our pre-screening questionnaire',
      paragraphs: [
        `Your reference id is ${input.reference}. Our team will review your answers and get back to you within ${SCREENING_REVIEW_TIME}.`,
        found > 0
          ? `Based on your answers, these ${found === 1 ? 'property is' : `${found} properties are`} a good match:`
          : 'We have no available property that matches your answers right now; our team will let you know about suitable homes.',
      ],
      links: matchLinks(config, input.matches),
      action:
        found > 0
          ? { label: 'View Recommended Properties', url: `${config.publicUrl}${input.listUrl}` }
          : { label: 'Browse Properties', url: `${config.publicUrl}/properties` },
      footer: `Questions? Reply to this e-mail or call us at ${config.site.phone}. — ${config.site.name}`,
    },
    config.site.name,
  );
}

export function officeEmail(
  config: Config,
  input: {
    reference: string;
    fullName: string;
    email: string;
    phone: string;
    message: string | null | undefined;
    answers: CheckedAnswer[];
    matches: ScoredProperty[];
  },
) {
  return renderEmail(
    {
      subject: `New pre-screening response ${input.reference} from ${input.fullName}`,
      heading: 'A new pre-screening questionnaire was submitted',
      rows: [
        ['Reference', input.reference],
        ['Name', input.fullName],
        ['Email', input.email],
        ['Phone', input.phone],
        ['Message', input.message],
        ...input.answers.map((a): [string, string] => [a.questionText, answerDisplay(a)]),
        ['Recommended properties', String(input.matches.length)],
      ],
      links: matchLinks(config, input.matches),
      action: { label: 'Open Pre-Screening', url: `${config.publicUrl}/admin/pre-screening` },
    },
    config.site.name,
  );
}

export function replyEmail(config: Config, input: { fullName: string; reply: string }) {
  return renderEmail(
    {
      subject: `A reply to your pre-screening questionnaire — ${config.site.name}`,
      greeting: `Hello ${input.fullName},`,
      heading: 'Our team has replied to your pre-screening questionnaire',
      paragraphs: [input.reply],
      action: { label: 'Browse Properties', url: `${config.publicUrl}/properties` },
      footer: `You can reply to this e-mail or call us at ${config.site.phone}. — ${config.site.name}`,
    },
    config.site.name,
  );
}
