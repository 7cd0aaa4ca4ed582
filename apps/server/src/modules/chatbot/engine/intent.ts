import type { ChatFlowType } from '@rentfront/shared';
import { detectSupportTopic } from './answers';
import { hasSearchCriteria, normalize, parseSearchText } from './parse';
import type { SearchCriteria, SupportTopic } from './types';

/** What an opening sentence asks for. */
export type OpeningIntent =
  | { flow: 'property_search'; criteria: SearchCriteria }
  | { flow: 'general_support'; topic?: SupportTopic }
  | { flow: Exclude<ChatFlowType, 'property_search' | 'general_support'> };

/**
 * Understands the visitor's first message when it is not one of the offered choices. The order
 * matters: "tour the 2 bedroom in Albany" is a visit, "2 bedroom in Albany" is a search.
 */
export function detectOpening(text: string): OpeningIntent | undefined {
  const t = normalize(text);
  if (!t) return undefined;
  if (/\b(visit|tour|viewing|showing|see (the|a|it|this|that)|come (by|see)|walk ?through)\b/.test(t)) {
    return { flow: 'schedule_visit' };
  }
  if (/\b(bug|broken|error|crash\w*|not working|doesn'?t work|won'?t load|can'?t load|glitch\w*|report a problem)\b/.test(t)) {
    return { flow: 'bug_report' };
  }
  if (/\b(feedback|suggestion|compliment|complain\w*|rate (you|your|the))\b/.test(t)) return { flow: 'feedback' };
  const criteria = parseSearchText(text);
  if (hasSearchCriteria(criteria)) return { flow: 'property_search', criteria };
  if (/\b(pay(ing)? (my |the )?rent|office hours|maintenance|repair)\b/.test(t)) {
    return { flow: 'general_support', topic: detectSupportTopic(t) };
  }
  if (
    /\b(deposit|lease terms?|tell me (more )?about|question about (a|the|this|that) (property|home|house|apartment|place|listing))\b/.test(
      t,
    )
  ) {
    return { flow: 'rent_inquiry' };
  }
  const topic = detectSupportTopic(t);
  if (topic) return { flow: 'general_support', topic };
  if (/\b(rent(al|als)?|find|looking for|search|home|homes|place|places|listing|listings|available|move)\b/.test(t)) {
    return { flow: 'property_search', criteria };
  }
  if (/\b(question|help|support|contact|talk to|speak to|agent|human|someone)\b/.test(t)) return { flow: 'general_support' };
  return undefined;
}
