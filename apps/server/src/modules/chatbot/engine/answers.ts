import { APPLICATION_REVIEW_PROMISE, APPLICATION_REVIEW_TIME, CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';
import { normalize } from './parse';
import { usd, usDate } from './format';
import type { EngineEnv, InquiryTopic, PropertyFacts, SupportTopic } from './types';

/** Answers about one property, from its own data (server.md §6 rent_inquiry). */
export function propertyAnswer(topic: InquiryTopic, p: PropertyFacts, env: EngineEnv): string {
  const name = `**${p.title}**`;
  switch (topic) {
    case 'rent': {
      const lines = [`${name} rents for **${usd(p.price)} a month**.`];
      lines.push(
        p.deposit !== null
          ? `The security deposit is ${usd(p.deposit)}.`
          : "The security deposit isn't listed yet; our team can confirm it.",
      );
      if (p.application_fee !== null) {
        lines.push(p.application_fee === 0 ? 'There is no application fee.' : `The application fee is ${usd(p.application_fee)}.`);
      }
      return lines.join(' ');
    }
    case 'availability':
      return !p.available_from || p.available_from <= env.today
        ? `${name} is available now, so you can apply today.`
        : `${name} is available from ${usDate(p.available_from)}. You can apply now to reserve it.`;
    case 'pets':
      switch (p.pet_policy) {
        case 'no-pets':
          return `Sorry, pets aren't allowed at ${name}.`;
        case 'cats-allowed':
          return `Cats are welcome at ${name}; dogs aren't allowed.`;
        case 'dogs-allowed':
          return `Dogs are welcome at ${name}; cats aren't allowed.`;
        case 'pets-allowed':
          return `Good news: pets are welcome at ${name}.`;
        case 'case-by-case':
          return `Pets are considered case by case at ${name}. Tell our team about yours and they'll check.`;
        default:
          return `The pet policy for ${name} isn't listed yet; our team can confirm it for you.`;
      }
    case 'lease': {
      const lines = [
        p.lease_term
          ? `The standard lease at ${name} is ${p.lease_term} month${p.lease_term === 1 ? '' : 's'}.`
          : `Lease terms for ${name} aren't listed; our team can walk you through the options.`,
      ];
      if (p.furnishing) lines.push(`The home comes ${p.furnishing.replace('-', ' ')}.`);
      return lines.join(' ');
    }
    case 'apply': {
      const lines = [
        `To apply for ${name}, open its listing and press **Apply Now**. The application takes about 15 minutes, and we review it within ${APPLICATION_REVIEW_TIME}.`,
      ];
      if (p.application_fee) lines.push(`The application fee is ${usd(p.application_fee)}.`);
      return lines.join(' ');
    }
  }
}

/** General answers, from the site settings (server.md §6 general_support, §7). */
export function supportAnswer(topic: SupportTopic, env: EngineEnv): string {
  const { site } = env;
  switch (topic) {
    case 'hours':
      return `Our office is open ${site.officeHours}. You can call us at ${site.phone} or e-mail ${site.email}, and we usually reply within ${CONTACT_REPLY_TIME}.`;
    case 'apply':
      return `Pick a home on our Properties page and press **Apply Now** on its listing. The application takes about 15 minutes, and we review it within ${APPLICATION_REVIEW_TIME}. Not sure which home fits? Fill in our Pre-Screening Form and we'll suggest a few.`;
    case 'review':
      return APPLICATION_REVIEW_PROMISE;
    case 'pets':
      return "Many of our homes welcome pets. Each listing shows its pet policy: no pets, cats only, dogs only, pets welcome, or case by case. Ask me about a specific home and I'll check it for you.";
    case 'rent':
      return `Residents pay rent online through our resident portal: ${site.residentPortalUrl}. You'll also find a **Pay Rent** button at the top of every page.`;
    case 'maintenance':
      return `Residents can report a repair by calling ${site.phone} or e-mailing ${site.email}. For emergencies such as a leak, no heat or a gas smell, please call us right away. We'll send a contractor and keep you posted.`;
  }
}

/** The inquiry topic a sentence is about ("what's the deposit?" → rent). */
export function detectInquiryTopic(text: string): InquiryTopic | undefined {
  const t = normalize(text);
  if (/\b(rent|price|cost|deposit|fee|how much|monthly)\b/.test(t)) return 'rent';
  if (/\b(availab\w*|move in|move-in|when can|vacan\w*|free from)\b/.test(t)) return 'availability';
  if (/\b(pets?|dogs?|cats?|animals?)\b/.test(t)) return 'pets';
  if (/\b(lease|term|contract|months?|furnish\w*)\b/.test(t)) return 'lease';
  if (/\b(apply|application|sign up)\b/.test(t)) return 'apply';
  return undefined;
}

/** The support topic a sentence is about ("when are you open?" → hours). */
export function detectSupportTopic(text: string): SupportTopic | undefined {
  const t = normalize(text);
  if (/\b(office hours|hours|open|opening|closed|when are you|phone number|call you|contact you|address)\b/.test(t)) return 'hours';
  if (/\b(pay(ing)? (my |the )?rent|rent payment|resident portal|pay online|autopay)\b/.test(t)) return 'rent';
  if (/\b(maintenance|repair|fix|broken (sink|heater|door|window|toilet)|leak\w*|no heat|clogged|plumb\w*)\b/.test(t)) return 'maintenance';
  if (/\b(how long|review time|reviewed|decision|hear back|approval|approved)\b/.test(t)) return 'review';
  if (/\b(how (do|can) i apply|apply|application|screening)\b/.test(t)) return 'apply';
  if (/\b(pets?|dogs?|cats?|animals?)\b/.test(t)) return 'pets';
  return undefined;
}
