import { describeSavedSearch, SAVED_SEARCH_EMAIL_MAX, SAVED_SEARCH_MESSAGES } from '@rentfront/shared/saved-searches-core';
import { isValidEmail } from '@rentfront/shared/validation';
import { MailCheck } from '../../ui/icons';
import { useMemo, useState, type FormEvent } from 'react';
import { saveSearch } from '../../api/saved-searches';
import { ApiError, failureMessage } from '../../api/errors';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { filtersFromAddress } from './savedSearchFilters';

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The /properties query string: the search to save. */
  search: string;
}

const FORM_ID = 'save-search-form';

/** The address's field message, or undefined when it is fine (the server checks again). */
function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return SAVED_SEARCH_MESSAGES.emailRequired;
  if (email.length > SAVED_SEARCH_EMAIL_MAX || !isValidEmail(email)) return SAVED_SEARCH_MESSAGES.emailInvalid;
  return undefined;
}

/**
 * "Save this search": one e-mail field. Loaded on demand (not part of /properties' first
 * JavaScript). Success says to check the inbox: nothing is sent until the link there is followed.
 */
export default function SaveSearchDialog({ open, onOpenChange, search }: SaveSearchDialogProps) {
  const filters = useMemo(() => filtersFromAddress(new URLSearchParams(search)), [search]);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();

  const { submit, pending } = useSubmission((address: string) => saveSearch(address, filters), {
    onSuccess: (res) => setDone(res.message || SAVED_SEARCH_MESSAGES.saved),
    onError: (err) => {
      if (err instanceof ApiError && err.errors?.email) setFieldError(err.errors.email);
      else setFormError(failureMessage(err, SAVED_SEARCH_MESSAGES.saveFailed));
    },
  });

  const change = (next: boolean) => {
    onOpenChange(next);
    // A closed dialog starts over next time (the search may have changed meanwhile).
    if (!next) {
      setDone(undefined);
      setFormError(undefined);
      setFieldError(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    setFormError(undefined);
    if (!problem) submit(email.trim());
  };

  const summary = (
    <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
      <span className="block text-xs font-medium text-slate-700">Search</span>
      {describeSavedSearch(filters)}
    </p>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      size="sm"
      title="Save this search"
      description="Get an email when new homes match this search, at most once a day. No account needed."
      footer={
        done ? (
          <Button onClick={() => change(false)}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={pending}>
              Email me new homes
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div role="status" className="space-y-3">
          <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            <MailCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {done}
          </p>
          {summary}
          <p className="text-sm text-slate-700">The link works for 48 hours. Every alert email has a link to unsubscribe.</p>
        </div>
      ) : (
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
          {summary}
          <Field label="Email" required error={fieldError}>
            <Input
              // The one field: focus starts here (Radix would pick the Close button first).
              autoFocus
              type="email"
              autoComplete="email"
              maxLength={SAVED_SEARCH_EMAIL_MAX}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(undefined);
              }}
            />
          </Field>
          {formError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          )}
          <p className="text-xs text-slate-700">We use your email only for these alerts. We will first send you a link to confirm.</p>
        </form>
      )}
    </Dialog>
  );
}
