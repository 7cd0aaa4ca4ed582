import { CHAT_LIMITS, CHAT_SATISFACTION_OPTIONS } from '@rentfront/shared/chatbot';
import { useId, useState } from 'react';

/**
 * "Yes, I'm satisfied" / "No, I need more help", with optional feedback (public-site.md §4).
 * The answer goes to POST /api/chatbot/satisfaction.
 */
export function SatisfactionPrompt({
  disabled,
  onAnswer,
}: {
  disabled: boolean;
  onAnswer: (satisfied: boolean, feedback: string) => void;
}) {
  const [feedback, setFeedback] = useState('');
  const id = useId();
  return (
    <div className="mt-2 space-y-2">
      <label htmlFor={id} className="block text-xs font-medium text-slate-800">
        Anything you'd like to add? (optional)
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={CHAT_LIMITS.feedbackMax}
        value={feedback}
        onChange={(e) => setFeedback(e.target.value)}
        placeholder="Tell us what you still need, and how to reach you"
        className="w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-600"
      />
      <div className="flex flex-wrap gap-2">
        {CHAT_SATISFACTION_OPTIONS.map((o) => (
          <button
            key={o.value}
            type="button"
            disabled={disabled}
            onClick={() => onAnswer(o.value === 'yes', feedback)}
            className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
