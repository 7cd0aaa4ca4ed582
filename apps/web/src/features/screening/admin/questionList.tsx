import { CRITERION_LABELS, QUESTION_TYPE_LABELS, type AdminScreeningQuestion } from '@rentfront/shared/screening';
import type { DragEvent } from 'react';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from '../../../ui/icons';

export const QUESTION_DELETE_TITLE = 'Delete Question';

/** The confirmation's text: answers already given keep the question as it was asked. */
export function QuestionDeleteMessage({ question }: { question: AdminScreeningQuestion | null }) {
  return (
    <p>
      Stop asking <strong>“{question?.question_text}”</strong>? Answers already given keep the question as it was asked.
    </p>
  );
}

export interface QuestionItemProps {
  question: AdminScreeningQuestion;
  /** 0-based place in the list, and the list's length (the arrows stop at its ends). */
  index: number;
  count: number;
  /** The item being dragged is dimmed. */
  dragging: boolean;
  /** A move is being saved: the arrows wait for it. */
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (question: AdminScreeningQuestion) => void;
  /** The drag and drop handlers of the list (the item only places them). */
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/** One active question: its number, type, Required or Optional, criterion, text, placeholder, and the move and delete buttons. */
export function QuestionItem({ question: q, index: i, count, dragging, busy, onMove, onDelete, drag }: QuestionItemProps) {
  return (
    <li
      draggable
      {...drag}
      className={cn(
        'flex gap-3 rounded-lg border bg-white p-3 shadow-sm sm:p-4',
        dragging ? 'border-brand-700 opacity-60' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col items-center gap-1 text-slate-600">
        <GripVertical aria-hidden className="hidden h-5 w-5 cursor-grab sm:block" />
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800" aria-hidden>
          {i + 1}
        </span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{QUESTION_TYPE_LABELS[q.question_type]}</Badge>
          {q.is_required ? <Badge tone="red">Required</Badge> : <Badge tone="gray">Optional</Badge>}
          {q.criterion && <Badge tone="purple">Recommends by: {CRITERION_LABELS[q.criterion]}</Badge>}
        </div>
        <p className="break-words font-medium text-slate-900">{q.question_text}</p>
        {q.placeholder_text && <p className="text-sm text-slate-700">Placeholder: {q.placeholder_text}</p>}
      </div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMove(i, i - 1)}
          disabled={i === 0 || busy}
          aria-label={`Move "${q.question_text}" up`}
        >
          <ArrowUp aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onMove(i, i + 1)}
          disabled={i === count - 1 || busy}
          aria-label={`Move "${q.question_text}" down`}
        >
          <ArrowDown aria-hidden className="h-4 w-4" />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => onDelete(q)} aria-label={`Delete "${q.question_text}"`}>
          <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
        </Button>
      </div>
    </li>
  );
}
