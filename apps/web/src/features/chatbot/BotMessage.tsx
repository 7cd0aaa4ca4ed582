import type { ChatOption, ChatReply } from '@rentfront/shared/chatbot';
import { Bot, CheckCircle2, Info, SearchX } from '../../ui/icons';
import { cn } from '../../ui/cn';
import { BookingLinks } from './BookingLinks';
import { ChatLinks } from './ChatLinks';
import { PropertyCards } from './PropertyCards';
import { RichText } from './RichText';
import { SatisfactionPrompt } from './SatisfactionPrompt';

export interface BotMessageProps {
  reply: ChatReply;
  /** Only the latest message offers its choices. */
  latest: boolean;
  busy: boolean;
  onSend: (value: string, display: string) => void;
  onSatisfy: (satisfied: boolean, feedback: string) => void;
  onNewChat: () => void;
}

/** How each kind of reply looks (public-site.md §4: display depends on input_type). */
const TONE: Partial<Record<ChatReply['input_type'], { box: string; icon: typeof Info; label: string }>> = {
  thank_you_message: { box: 'border-green-200 bg-green-50', icon: CheckCircle2, label: 'Thank you' },
  info_response: { box: 'border-blue-200 bg-blue-50', icon: Info, label: 'Information' },
  no_results: { box: 'border-amber-200 bg-amber-50', icon: SearchX, label: 'No results' },
  property_search_no_results: { box: 'border-amber-200 bg-amber-50', icon: SearchX, label: 'No exact match' },
  completion: { box: 'border-green-200 bg-green-50', icon: CheckCircle2, label: 'Conversation complete' },
};

function OptionButtons({
  options,
  busy,
  onSend,
  small,
}: {
  options: ChatOption[];
  busy: boolean;
  onSend: BotMessageProps['onSend'];
  small?: boolean;
}) {
  return (
    <div className={cn('mt-2 flex flex-wrap gap-2', small && 'gap-1.5')}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          disabled={busy}
          onClick={() => onSend(o.value, o.label)}
          title={o.description}
          className={cn(
            'rounded-full border border-brand-700 bg-white font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500',
            small ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function BotMessage({ reply, latest, busy, onSend, onSatisfy, onNewChat }: BotMessageProps) {
  const tone = TONE[reply.input_type];
  const Icon = tone?.icon ?? Bot;
  const satisfaction = latest && reply.step === 'satisfaction';
  const choose = latest && !busy ? (p: { id: string; title: string }) => onSend(p.id, p.title) : undefined;
  return (
    <div className="flex items-start gap-2">
      <span className="mt-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white" aria-hidden>
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div
          className={cn('rounded-2xl rounded-tl-sm border px-3 py-2 text-sm text-slate-900', tone?.box ?? 'border-slate-200 bg-slate-50')}
        >
          {tone && <span className="sr-only">{tone.label}: </span>}
          <RichText text={reply.question} />
        </div>
        {reply.properties && reply.properties.length > 0 && <PropertyCards properties={reply.properties} onChoose={choose} />}
        {reply.booking_options && reply.booking_options.length > 0 && <BookingLinks options={reply.booking_options} />}
        {reply.links && reply.links.length > 0 && <ChatLinks links={reply.links} />}
        {satisfaction && <SatisfactionPrompt disabled={busy} onAnswer={onSatisfy} />}
        {latest && !satisfaction && reply.options.length > 0 && <OptionButtons options={reply.options} busy={busy} onSend={onSend} />}
        {latest && reply.additional_options && reply.additional_options.length > 0 && (
          <OptionButtons options={reply.additional_options} busy={busy} onSend={onSend} small />
        )}
        {latest && reply.conversation_completed && (
          <button
            type="button"
            onClick={onNewChat}
            className="mt-2 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            Start New Chat
          </button>
        )}
      </div>
    </div>
  );
}
