// The response times the site promises (public-site.md §2 and §9), one constant each. Every page,
// e-mail and assistant answer that states one uses these, so they cannot drift apart (issue 18).
// No zod here: public pages import this file directly.

/** How soon an application is reviewed (the spec's text on the application's first step). */
export const APPLICATION_REVIEW_TIME = '48 hours';
/** How soon the applicant hears the decision (the spec's text on the confirmation). */
export const APPLICATION_DECISION_TIME = '2-3 business days';
/** The one sentence that states both, wherever the application's review time is promised. */
export const APPLICATION_REVIEW_PROMISE = `We review applications within ${APPLICATION_REVIEW_TIME} and send you our decision within ${APPLICATION_DECISION_TIME}.`;
/** The home page panel's note (public-site.md §2 Home). */
export const APPLICATION_PROCESSING_TIME = '24–72 hours';
/** How soon the office answers a pre-screening questionnaire. */
export const SCREENING_REVIEW_TIME = '24-48 hours';
/** How soon the office answers a contact message. */
export const CONTACT_REPLY_TIME = '1 business day';
