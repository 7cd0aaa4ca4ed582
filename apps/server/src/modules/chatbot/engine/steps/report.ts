import {
  BUG_KIND_OPTIONS,
  DEVICE_OPTIONS,
  FEEDBACK_AREA_OPTIONS,
  RATING_OPTIONS,
  SKIP_SHORTCUT,
  TEXT,
  URGENCY_OPTIONS,
  YES_NO_OPTIONS,
} from '../copy';
import { isValidChatEmail, matchOption, normalize, parseYesNo } from '../parse';
import { reask, saveLead, toSatisfaction } from '../transitions';
import type { ChatContext, StepDef, StepName } from '../types';

// bug_report: kind → details → device → urgency → e-mail (optional) → lead.
// feedback: area → rating 1-5 → what went well / what to improve → follow-up? → e-mail → lead.
// (server.md §6)

const labelOf = (options: { label: string; value: string }[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? null;

const bugKind: StepDef = {
  render: () => ({ question: TEXT.bugKind, input_type: 'choice', options: BUG_KIND_OPTIONS }),
  answer(text, state) {
    const option = matchOption(text, BUG_KIND_OPTIONS);
    if (option) return { to: 'bug_details', context: { ...state.context, bug: { ...state.context.bug, kind: option.value } } };
    // A description instead of a kind is welcome: keep it and skip the details question.
    if (text.trim().length >= 10) {
      return { to: 'bug_device', context: { ...state.context, bug: { kind: 'other', details: text.trim() } } };
    }
    return reask(TEXT.pickOption);
  },
};

const bugDetails: StepDef = {
  render: () => ({ question: TEXT.bugDetails, input_type: 'text', options: [] }),
  answer(text, state) {
    if (text.trim().length < 10) return reask(TEXT.bugDetailsShort);
    return { to: 'bug_device', context: { ...state.context, bug: { ...state.context.bug, details: text.trim() } } };
  },
};

const bugDevice: StepDef = {
  render: () => ({ question: TEXT.bugDevice, input_type: 'choice', options: DEVICE_OPTIONS }),
  answer(text, state) {
    const option = matchOption(text, DEVICE_OPTIONS);
    const device = option?.value ?? (text.trim().length >= 2 && text.trim().length <= 100 ? text.trim() : undefined);
    if (!device) return reask(TEXT.bugDeviceInvalid);
    return { to: 'bug_urgency', context: { ...state.context, bug: { ...state.context.bug, device } } };
  },
};

const bugUrgency: StepDef = {
  render: () => ({ question: TEXT.bugUrgency, input_type: 'choice', options: URGENCY_OPTIONS }),
  answer(text, state) {
    const t = normalize(text);
    const urgency =
      matchOption(text, URGENCY_OPTIONS)?.value ??
      (/\b(urgent|high|blocked|completely|can'?t)\b/.test(t)
        ? 'high'
        : /\b(medium|annoying)\b/.test(t)
          ? 'medium'
          : /\b(low|small|minor)\b/.test(t)
            ? 'low'
            : undefined);
    if (!urgency) return reask(TEXT.pickOption);
    return { to: 'bug_email', context: { ...state.context, bug: { ...state.context.bug, urgency } } };
  },
};

const bugEmail: StepDef = {
  render: () => ({ question: TEXT.bugEmail, input_type: 'email', options: [], additional_options: [SKIP_SHORTCUT] }),
  answer(text, state) {
    const skipped = Boolean(matchOption(text, [SKIP_SHORTCUT])) || /^(no|no thanks|skip it)$/.test(normalize(text));
    if (!skipped && !isValidChatEmail(text)) return reask(TEXT.emailInvalid);
    const context: ChatContext = skipped ? state.context : { ...state.context, email: text.trim() };
    const bug = context.bug ?? {};
    return saveLead(
      context,
      {
        lead_type: 'bug_report',
        property_id: null,
        property_title: null,
        details: {
          kind: labelOf(BUG_KIND_OPTIONS, bug.kind),
          details: bug.details ?? null,
          device: labelOf(DEVICE_OPTIONS, bug.device),
          urgency: bug.urgency ?? null,
        },
      },
      TEXT.bugThanks(skipped ? undefined : context.email),
    );
  },
};

const feedbackArea: StepDef = {
  render: () => ({ question: TEXT.feedbackArea, input_type: 'choice', options: FEEDBACK_AREA_OPTIONS }),
  answer(text, state) {
    const option = matchOption(text, FEEDBACK_AREA_OPTIONS);
    if (!option) return reask(TEXT.pickOption);
    return { to: 'feedback_rating', context: { ...state.context, feedback: { area: option.value } } };
  },
};

const feedbackRating: StepDef = {
  render: () => ({ question: TEXT.feedbackRating, input_type: 'choice', options: RATING_OPTIONS }),
  answer(text, state) {
    const value = matchOption(text, RATING_OPTIONS)?.value ?? /^([1-5])(?:\s*(?:\/\s*5|stars?|out of 5))?$/.exec(normalize(text))?.[1];
    if (!value) return reask(TEXT.feedbackRatingInvalid);
    return { to: 'feedback_comment', context: { ...state.context, feedback: { ...state.context.feedback, rating: Number(value) } } };
  },
};

const feedbackComment: StepDef = {
  render: (state) => ({
    question: (state.context.feedback?.rating ?? 0) >= 4 ? TEXT.feedbackLiked : TEXT.feedbackImprove,
    input_type: 'text',
    options: [],
  }),
  answer(text, state) {
    if (text.trim().length < 2) return reask(TEXT.feedbackCommentShort);
    return { to: 'feedback_follow_up', context: { ...state.context, feedback: { ...state.context.feedback, comment: text.trim() } } };
  },
};

function feedbackDetails(context: ChatContext) {
  const f = context.feedback ?? {};
  return { area: labelOf(FEEDBACK_AREA_OPTIONS, f.area), rating: f.rating ?? null, comment: f.comment ?? null };
}

const feedbackFollowUp: StepDef = {
  render: () => ({ question: TEXT.feedbackFollowUp, input_type: 'choice', options: YES_NO_OPTIONS }),
  answer(text, state) {
    const yes = parseYesNo(text);
    if (yes === undefined) return reask(TEXT.pickOption);
    const context = { ...state.context, feedback: { ...state.context.feedback, follow_up: yes } };
    if (yes) return { to: 'feedback_email', context };
    return toSatisfaction(context, TEXT.feedbackThanks);
  },
};

const feedbackEmail: StepDef = {
  render: () => ({ question: TEXT.feedbackEmail, input_type: 'email', options: [] }),
  answer(text, state) {
    if (!isValidChatEmail(text)) return reask(TEXT.emailInvalid);
    const email = text.trim();
    const context = { ...state.context, email };
    return saveLead(
      context,
      { lead_type: 'feedback', property_id: null, property_title: null, details: feedbackDetails(context) },
      TEXT.feedbackFollowUpThanks(email),
    );
  },
};

export const REPORT_STEPS: Partial<Record<StepName, StepDef>> = {
  bug_kind: bugKind,
  bug_details: bugDetails,
  bug_device: bugDevice,
  bug_urgency: bugUrgency,
  bug_email: bugEmail,
  feedback_area: feedbackArea,
  feedback_rating: feedbackRating,
  feedback_comment: feedbackComment,
  feedback_follow_up: feedbackFollowUp,
  feedback_email: feedbackEmail,
};
