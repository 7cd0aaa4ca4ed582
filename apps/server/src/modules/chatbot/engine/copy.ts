import { CHAT_MESSAGES, CHAT_SATISFACTION_OPTIONS, type ChatFlowType, type ChatOption } from '@rentfront/shared';
import type { InquiryTopic, SupportTopic } from './types';
import { CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';

/**
 * The Property Assistant's words and choices: friendly, short, US English. Kept in one place so
 * the tone stays the same everywhere. `**bold**` and line breaks are rendered by the widget.
 */

export const FLOW_OPTIONS: (ChatOption & { value: ChatFlowType })[] = [
  { label: 'Find a rental', value: 'property_search', description: 'Search homes by city, budget and size' },
  { label: 'Ask about a property', value: 'rent_inquiry', description: 'Rent, deposit, availability, pets and more' },
  { label: 'Schedule a visit', value: 'schedule_visit', description: 'See a home in person' },
  { label: 'Another question', value: 'general_support', description: 'Office hours, applying, paying rent...' },
  { label: 'Report a problem', value: 'bug_report', description: 'Something on the site is not working' },
  { label: 'Give feedback', value: 'feedback', description: 'Tell us how we are doing' },
];

export const TYPE_OPTIONS: ChatOption[] = [
  { label: 'Apartment', value: 'apartment' },
  { label: 'House', value: 'house' },
  { label: 'Condo', value: 'condo' },
  { label: 'Studio', value: 'studio' },
  { label: 'Townhouse', value: 'townhouse' },
  { label: 'Any type', value: 'any' },
];

export const ANYWHERE: ChatOption = { label: 'Anywhere', value: 'any', description: 'Show homes in every city' };

export const BUDGET_OPTIONS: (ChatOption & { min?: number; max?: number })[] = [
  { label: 'Under $1,000', value: 'under_1000', max: 1000 },
  { label: '$1,000 – $1,500', value: '1000_1500', min: 1000, max: 1500 },
  { label: '$1,500 – $2,000', value: '1500_2000', min: 1500, max: 2000 },
  { label: '$2,000 – $3,000', value: '2000_3000', min: 2000, max: 3000 },
  { label: '$3,000 and up', value: '3000_plus', min: 3000 },
  { label: 'No limit', value: 'any' },
];

export const BEDROOM_OPTIONS: (ChatOption & { bedrooms?: number })[] = [
  { label: 'Studio', value: '0', bedrooms: 0 },
  { label: '1', value: '1', bedrooms: 1 },
  { label: '2', value: '2', bedrooms: 2 },
  { label: '3', value: '3', bedrooms: 3 },
  { label: '4+', value: '4', bedrooms: 4 },
  { label: 'Any', value: 'any' },
];

export const YES_NO_OPTIONS: ChatOption[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

export const MOVE_IN_SHORTCUTS: ChatOption[] = [
  { label: 'As soon as possible', value: 'asap' },
  { label: "I'm flexible", value: 'flexible' },
];

export const RESULTS_OPTIONS: ChatOption[] = [
  { label: 'Email me new listings', value: 'alerts' },
  { label: 'Change my search', value: 'refine' },
  { label: "I'm all set", value: 'done' },
];

export const SELECTED_PROPERTY_OPTIONS: ChatOption[] = [
  { label: 'Ask about this home', value: 'ask' },
  { label: 'Schedule a visit', value: 'visit' },
  { label: 'Back to results', value: 'back' },
  { label: "I'm all set", value: 'done' },
];

export const BROWSE_SHORTCUT: ChatOption = { label: 'Show available homes', value: 'browse' };
export const DONE_SHORTCUT: ChatOption = { label: "I'm all set", value: 'done' };

export const INQUIRY_TOPIC_OPTIONS: (ChatOption & { value: InquiryTopic })[] = [
  { label: 'Rent and deposit', value: 'rent' },
  { label: 'Availability', value: 'availability' },
  { label: 'Pets', value: 'pets' },
  { label: 'Lease terms', value: 'lease' },
  { label: 'How to apply', value: 'apply' },
];

export const FOLLOW_UP_OPTIONS: ChatOption[] = [
  { label: 'Ask something else', value: 'more' },
  { label: 'Yes, contact me', value: 'contact' },
  { label: 'No, thanks', value: 'done' },
];

export const CONTACT_METHOD_OPTIONS: ChatOption[] = [
  { label: 'By e-mail', value: 'email' },
  { label: 'By phone', value: 'phone' },
];

export const BOOKING_OPTIONS: ChatOption[] = [
  { label: "I've booked my visit", value: 'booked' },
  { label: 'Request a date instead', value: 'request' },
];

export const LATER_TIMES: ChatOption = { label: 'Later times', value: 'later' };
export const REQUEST_CALL: ChatOption = { label: 'Request a call instead', value: 'request' };

export const TOMORROW_SHORTCUT: ChatOption = { label: 'Tomorrow', value: 'tomorrow' };

export const TIME_OPTIONS: ChatOption[] = [
  { label: 'Morning (9 AM – 12 PM)', value: 'morning' },
  { label: 'Afternoon (12 – 3 PM)', value: 'afternoon' },
  { label: 'Late afternoon (3 – 6 PM)', value: 'late_afternoon' },
];

export const SUPPORT_TOPIC_OPTIONS: (ChatOption & { value: SupportTopic })[] = [
  { label: 'Office hours', value: 'hours' },
  { label: 'How to apply', value: 'apply' },
  { label: 'Application review time', value: 'review' },
  { label: 'Pets', value: 'pets' },
  { label: 'Paying rent', value: 'rent' },
  { label: 'Maintenance requests', value: 'maintenance' },
];

export const STILL_NEED_HELP_OPTIONS: ChatOption[] = [
  { label: 'Ask another question', value: 'more' },
  { label: 'Yes, please contact me', value: 'contact' },
  { label: "No, that's all", value: 'done' },
];

export const BUG_KIND_OPTIONS: ChatOption[] = [
  { label: "The site won't load", value: 'loading' },
  { label: 'A page shows an error', value: 'error' },
  { label: 'Search or filters', value: 'search' },
  { label: 'Forms or applications', value: 'forms' },
  { label: 'This chat assistant', value: 'chat' },
  { label: 'Something else', value: 'other' },
];

export const DEVICE_OPTIONS: ChatOption[] = [
  { label: 'Computer', value: 'computer' },
  { label: 'Phone', value: 'phone' },
  { label: 'Tablet', value: 'tablet' },
];

export const URGENCY_OPTIONS: ChatOption[] = [
  { label: 'It stops me completely', value: 'high' },
  { label: "It's annoying, but I can work around it", value: 'medium' },
  { label: "It's a small thing", value: 'low' },
];

export const SKIP_SHORTCUT: ChatOption = { label: 'Skip', value: 'skip' };

export const FEEDBACK_AREA_OPTIONS: ChatOption[] = [
  { label: 'Finding a home', value: 'search' },
  { label: 'The website', value: 'website' },
  { label: 'The application process', value: 'application' },
  { label: 'Our team', value: 'team' },
  { label: 'This chat assistant', value: 'chat' },
  { label: 'Something else', value: 'other' },
];

export const RATING_OPTIONS: ChatOption[] = [
  { label: '5 – Excellent', value: '5' },
  { label: '4 – Good', value: '4' },
  { label: '3 – Okay', value: '3' },
  { label: '2 – Poor', value: '2' },
  { label: '1 – Very poor', value: '1' },
];

export const SATISFACTION_OPTIONS: ChatOption[] = CHAT_SATISFACTION_OPTIONS.map((o) => ({ ...o }));

export const TEXT = {
  welcome:
    "Hi! I'm the Property Assistant. I can help you find a rental, answer questions about a home, set up a visit and more.\n\nWhat can I do for you? Pick an option, or just type what you're looking for, like *2 bedroom in Albany under $1,500*.",
  welcomeAgain: "No problem, let's start over.",
  welcomeUnknown: "Sorry, I didn't catch that. Pick one of the options, or tell me what you're looking for.",
  lostTrack: "Sorry, I lost track of our conversation. Let's start over.",
  pickOption: 'Please choose one of the options below.',

  searchType: 'What type of home are you looking for?',
  searchCity: 'Which city would you like to live in?',
  searchCityInvalid: 'Please type a city name, like Albany, or choose Anywhere.',
  searchBudget: "What's your monthly budget?",
  searchBudgetInvalid: 'Please choose a budget below.',
  searchBedrooms: 'How many bedrooms do you need?',
  searchPets: 'Will you be bringing any pets?',
  searchMoveIn: (example: string) => `When would you like to move in? Type a date like ${example}, or choose an option.`,
  resultsFound: (n: number, what: string) =>
    `Good news! I found ${n === 1 ? 'one home' : `${n} homes`}: ${what}. Tap a home to see more, or choose an option below.`,
  resultsAlternatives: (what: string) => `I couldn't find an exact match for ${what}, but these are the closest homes we have right now.`,
  resultsNone: "We don't have any homes available at the moment. Leave your e-mail and we'll let you know as soon as one opens up.",
  resultsPick: 'Tap a home to see more, or choose one of the options below.',
  selectedProperty: (title: string, location: string, price: string, rooms: string) =>
    `**${title}** in ${location} is ${rooms} for **${price} a month**. Open the listing to see photos and apply, or ask me more.`,
  alertEmail: 'What e-mail address should we send new listings to?',
  alertThanks: (email: string) =>
    `Almost done! We sent a link to ${email}. Click it to confirm, and we'll e-mail you new homes that match your search, at most once a day.`,

  inquiryProperty: 'Which property would you like to know about? Type its name, street or city.',
  visitProperty: 'Which property would you like to visit? Type its name, street or city.',
  keywordTooShort: "Please type at least a couple of letters of the property's name, street or city.",
  matchesOne: (kw: string) => `I found one home matching "${kw}". Is this the one? Tap it to continue.`,
  matchesMany: (n: number, kw: string) => `I found ${n} homes matching "${kw}". Which one do you mean?`,
  browseAfterMiss: (kw: string) =>
    `I couldn't find a home matching "${kw}". Here are some of our available homes — pick one, or type another name.`,
  browse: 'Here are some of our available homes. Pick one, or type a name, street or city to search.',
  noneAvailable: "We don't have any homes available right now. Please check back soon!",
  inquiryTopic: (title: string) => `What would you like to know about **${title}**?`,
  inquiryFollowUp: 'Would you like our team to follow up with you about this home?',
  contactMethod: 'How would you like us to reach you?',
  contactEmail: "What's your e-mail address?",
  contactPhone: "What's the best phone number to reach you?",
  inquiryThanks: (title: string) => `Thanks! Our team will get back to you about **${title}** within ${CONTACT_REPLY_TIME}.`,

  bookingIntro: (title: string) =>
    `You can book a visit to **${title}** online right away: pick an option below and it opens our booking calendar in a new tab. Or request a date and we'll call you to confirm.`,
  bookedThanks: "Great! You'll get a confirmation from our booking calendar. See you soon!",
  tourType: (title: string, withLinks: boolean) =>
    `What kind of tour of **${title}** would you like? Pick one and I'll show you the next free times.${withLinks ? ' You can also book through the online calendar below.' : ''}`,
  tourTimes: (kind: string, title: string, example: string) =>
    `Here are the next free times to see **${title}** (${kind}). Pick one, or type a day like ${example}.`,
  tourTimesOnDay: (day: string) => `Here are the free times on ${day}. Pick one, or type another day.`,
  tourDayFull: (day: string) => `There are no free times on ${day}, so here are the next ones after it.`,
  tourTimeNotFree: 'That time is not free. Please pick one of the times below, or type another day.',
  tourTimeInvalid: (example: string) => `Please pick one of the times below, or type a day like ${example}.`,
  tourNoLaterTimes: 'There are no later times online. Open the full calendar below, or ask us to call you.',
  tourCalendarLink: 'See all times on the calendar',
  toursOff: (title: string) => `Online tour booking isn't available for **${title}** right now, but our team can set up a visit for you.`,
  toursNoTimes: (kind: string, title: string, days: number) =>
    `There are no free times to see **${title}** online in the next ${days} days (${kind}), but our team can set up a visit for you.`,
  // A self-guided tour's access note is the one the tour page and the booking e-mail show (ADR 0021).
  tourBooked: (first: string, kind: string, title: string, when: string, email: string, accessNote: string | null = null) =>
    `You're booked, ${first}! Your visit to **${title}** is on **${when}** (${kind}). A confirmation e-mail with a calendar invite is on its way to ${email}.${accessNote ? ` ${accessNote}` : ''} To reschedule or cancel, use the link below (it's in the e-mail too).`,
  tourManageLink: 'Reschedule or cancel your tour',
  tourNotBooked: (message: string) =>
    `Sorry, I couldn't book that time online. ${message} We've passed your request to our team, and they'll call you to confirm within ${CONTACT_REPLY_TIME}.`,
  visitDate: (title: string, example: string) => `What day would you like to visit **${title}**? Type a date like ${example}.`,
  visitTime: (day: string) => `What time of day suits you on ${day}?`,
  visitName: "Great! What's your full name?",
  nameInvalid: 'Please tell me your name (at least 2 letters).',
  visitPhone: (first: string) => `Thanks, ${first}! What's the best phone number to confirm your visit?`,
  visitEmail: "And your e-mail address? We'll send the details there.",
  visitThanks: (first: string, title: string, day: string, window: string) =>
    `Thanks, ${first}! We've got your request to visit **${title}** on ${day}, in the ${window.charAt(0).toLowerCase()}${window.slice(1)}. Our team will call you to confirm within ${CONTACT_REPLY_TIME}.`,

  dateInvalid: (example: string) => `I couldn't read that date. Please type it like ${example}.`,
  datePast: 'That date has already passed. Please choose today or a later date.',
  dateTooFar: 'Please choose a date within the next 12 months.',
  moveInTooFar: 'Please choose a move-in date within the next 2 years.',
  emailInvalid: `That doesn't look like a valid e-mail address. ${CHAT_MESSAGES.emailHint}, like name@example.com.`,
  phoneInvalid: `That doesn't look like a valid phone number. ${CHAT_MESSAGES.phoneHint} with the area code, like (518) 555-0142.`,

  supportTopic: 'Sure! What can I help you with?',
  stillNeedHelp: 'Do you still need help?',
  supportQuestion: 'What do you need help with? A sentence or two is perfect.',
  supportQuestionShort: 'Please tell me a little more (at least 5 characters).',
  supportThanks: `Thanks! Someone from our team will get back to you within ${CONTACT_REPLY_TIME}.`,

  bugKind: 'Sorry you ran into a problem! What kind of issue is it?',
  bugDetails: 'Please describe what happened: what you did, and what you expected to see.',
  bugDetailsShort: 'Please add a bit more detail (at least 10 characters).',
  bugDevice: 'What were you using?',
  bugDeviceInvalid: 'Please choose a device, or type its name.',
  bugUrgency: 'How much is this getting in your way?',
  bugEmail: 'What e-mail can we reach you at if we have questions? You can also skip this.',
  bugThanks: (email?: string) =>
    `Thanks for reporting this! Our team will look into it${email ? ` and e-mail ${email} if we need more details` : ''}.`,

  feedbackArea: "We'd love to hear from you! What would you like to give feedback on?",
  feedbackRating: 'How would you rate it, from 1 to 5?',
  feedbackRatingInvalid: 'Please choose a rating from 1 to 5.',
  feedbackLiked: 'Great to hear! What did you like most?',
  feedbackImprove: 'Sorry to hear that. What could we do better?',
  feedbackCommentShort: 'Please write a few words.',
  feedbackFollowUp: 'Would you like someone from our team to follow up with you?',
  feedbackEmail: 'What e-mail address should we use?',
  feedbackThanks: 'Thank you for your feedback! It really helps us improve.',
  feedbackFollowUpThanks: (email: string) => `Thank you for your feedback! Someone from our team will reach out at ${email}.`,

  satisfaction: 'Was I able to help you today?',
  satisfied: 'Wonderful! Thanks for chatting with us. If you need anything else, just start a new chat. Have a great day!',
  escalatedWithContact: (contact: string, officeEmail: string, officePhone: string) =>
    `I'm sorry I couldn't fully help. I've passed our conversation to the team, and someone will contact you at ${contact} within ${CONTACT_REPLY_TIME}. You can also reach us at ${officeEmail} or ${officePhone}.`,
  escalatedNoContact: (officeEmail: string, officePhone: string, hours: string) =>
    `I'm sorry I couldn't fully help. I've shared our conversation with the team. To hear back from us, please e-mail ${officeEmail} or call ${officePhone} (${hours}).`,
};
