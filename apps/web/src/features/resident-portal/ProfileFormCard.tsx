import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { FailureLine } from '../../ui/FailureLine';

interface Props {
  /** Labels the section by its heading. */
  titleId: string;
  title: string;
  intro?: string;
  onSubmit: (event: FormEvent) => void;
  failure: string | null;
  /** The line read out once the form was sent or saved (empty before). */
  status: string;
  submitLabel: string;
  pending: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** The frame of each form on the profile page: one card, heading, fields, outcome lines, the button. */
export function ProfileFormCard({ titleId, title, intro, onSubmit, failure, status, submitLabel, pending, children }: Props) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      <form method="post" noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-4">
        {children}
        <FailureLine message={failure} />
        <p role="status" className="text-sm text-green-800">
          {status}
        </p>
        <Button type="submit" loading={pending} className="self-start">
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
