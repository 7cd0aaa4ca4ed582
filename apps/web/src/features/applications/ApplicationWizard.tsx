import { APPLICATION_MESSAGES as M, type ApplicationSubmitResult } from '@rentfront/shared/applications';
import type { Property } from '@rentfront/shared/properties';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, failureMessage, toApiFailure } from '../../api/errors';
import { todayLocalIso } from '../../lib/format';
import { useSubmission } from '../../lib/useSubmission';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import { toast } from '../../ui/toast';
import { useLeavePrompt } from '../../ui/unsaved/useLeavePrompt';
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft, type WizardDraft } from './draft';
import { emptyValues, mergeDraft, toSubmitBody, type ApplicationFormValues } from './formValues';
import { StepContent } from './StepContent';
import { SubmitErrorSummary } from './SubmitErrorSummary';
import { validateAll, validateStep, type FieldErrors } from './validation';
import { clampStep, CONFIRMATION_STEP, REVIEW_STEP, stepTitle } from './wizard';
import { useServerDraft } from './useServerDraft';
import { ServerSaveNote } from './ServerSaveNote';
import type { DraftView } from '@rentfront/shared/application-drafts';
import { WizardFooter } from './WizardFooter';
import { WizardFormContext } from './wizardForm';
import { WizardProgress } from './WizardProgress';

const ALL_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const SAVE_DELAY_MS = 250;

/** Moves focus to the first field with an error once React has painted it. */
function focusField(name: string | undefined) {
  if (!name) return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus());
}

/** A draft opened from its e-mailed link (/apply/resume/:token). */
export interface ResumedDraft {
  token: string;
  view: DraftView;
}

function resumedStart(resume: ResumedDraft, today: string): WizardDraft {
  return {
    values: mergeDraft(emptyValues(today), resume.view.values),
    step: clampStep(resume.view.step),
    completed: resume.view.completed,
    idempotencyKey: newIdempotencyKey(),
    serverToken: resume.token,
  };
}

/**
 * The ten-step application (public-site.md §2, §4): one form, one draft per tab, one submit; from
 * step 2 on also a copy on the server, to continue on any device (issue 34).
 */
export function ApplicationWizard({ property, resume }: { property: Property; resume?: ResumedDraft }) {
  const propertyId = property.id;
  const today = useMemo(() => todayLocalIso(), []);
  const initial = useMemo(() => (resume ? resumedStart(resume, today) : loadDraft(propertyId, today)), [propertyId, today, resume]);
  const form = useForm<ApplicationFormValues>({ defaultValues: initial?.values ?? emptyValues(today) });
  const [step, setStep] = useState(initial?.step ?? 1);
  const [completed, setCompleted] = useState<Set<number>>(() => new Set(initial?.completed ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [result, setResult] = useState<ApplicationSubmitResult | null>(null);
  const [edited, setEdited] = useState(Boolean(initial));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const keyRef = useRef(initial?.idempotencyKey ?? newIdempotencyKey());
  const live = useRef({ step, completed, submitted: false });
  live.current = { step, completed, submitted: result !== null };
  const serverTokenRef = useRef(initial?.serverToken ?? null);

  // --- Draft: saved shortly after every edit and on every step change, never after submitting.
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveNow = useCallback(() => {
    clearTimeout(saveTimer.current);
    const { step: s, completed: c, submitted } = live.current;
    if (submitted) return;
    saveDraft(propertyId, {
      values: form.getValues(),
      step: s,
      completed: [...c],
      idempotencyKey: keyRef.current,
      serverToken: serverTokenRef.current,
    });
  }, [form, propertyId]);

  const onServerToken = useCallback(
    (token: string) => {
      serverTokenRef.current = token;
      saveNow();
    },
    [saveNow],
  );
  const server = useServerDraft(propertyId, serverTokenRef.current, onServerToken);
  const saveToServer = server.save;

  useEffect(() => {
    const sub = form.watch(() => {
      setEdited(true);
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(saveNow, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', saveNow);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', saveNow);
      saveNow();
    };
  }, [form, saveNow]);

  useEffect(() => {
    if (edited) saveNow();
  }, [step, completed, edited, saveNow]);

  // The server's copy follows each step change (not each key: a step is the unit the applicant
  // resumes at); it starts when step 2 is left with a valid e-mail.
  const lastSavedStep = useRef(step);
  useEffect(() => {
    if (step === lastSavedStep.current || step > REVIEW_STEP) return;
    lastSavedStep.current = step;
    saveToServer({ step, completed: [...live.current.completed], values: form.getValues() });
  }, [step, form, saveToServer]);

  // --- Focus follows the step (skipped on first render so the page does not jump).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  // Leaving asks first while the visitor has answers not yet sent.
  const blocker = useLeavePrompt(edited && result === null);

  const clearError = useCallback((name: string) => {
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  // A failed final check stays on Review & Submit; the summary there lists what to fix.
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const submit = useSubmission(
    async (values: ApplicationFormValues) => {
      const body = toSubmitBody(propertyId, values);
      const token = server.token();
      // With a server copy the submit goes through it, which adds the sensitive values saved there.
      // The calls load when used: the page's first load carries no API client (its budget, issue 34).
      const send = (key: string) =>
        token
          ? import('../../api/applicationDrafts').then((m) => m.submitDraft(token, body, key))
          : import('../../api/applications').then((m) => m.submitApplication(body, key));
      try {
        return await send(keyRef.current);
      } catch (err) {
        // The key already names a different (earlier) application: this is a new one.
        if (err instanceof ApiError && err.status === 422) {
          keyRef.current = newIdempotencyKey();
          return send(keyRef.current);
        }
        throw err;
      }
    },
    {
      onSuccess: (res) => {
        live.current.submitted = true;
        clearTimeout(saveTimer.current);
        clearDraft(propertyId);
        setResult(res.data);
        setCompleted(new Set(ALL_STEPS));
        setStep(CONFIRMATION_STEP);
        toast.success(res.message || M.submitSuccess);
      },
      onError: (err) => {
        const failure = toApiFailure(err);
        const message = failure.status > 0 ? failureMessage(err, M.submitFailed) : failureMessage(err, M.submitException);
        toast.error(message);
        if (failure.status === 400 && failure.errors && Object.keys(failure.errors).length > 0) {
          showErrors(failure.errors);
          return;
        }
        setSubmitError(message);
      },
    },
  );

  const goTo = (next: number) => {
    setSubmitError(null);
    setStep(next);
  };

  const onContinue = () => {
    const found = validateStep(step, form.getValues());
    if (Object.keys(found).length > 0) {
      setErrors((prev) => ({ ...prev, ...found }));
      focusField(Object.keys(found)[0]);
      return;
    }
    setCompleted((prev) => new Set(prev).add(step));
    goTo(step + 1);
  };

  const onSubmit = () => {
    if (submit.pending) return;
    setSubmitError(null);
    const values = form.getValues();
    const found = validateAll(propertyId, values);
    if (Object.keys(found).length > 0) {
      toast.error(M.fixValidation);
      showErrors(found);
      return;
    }
    submit.submit(values);
  };

  const savedSensitive = useMemo(() => resume?.view.sensitive_saved ?? {}, [resume]);
  const api = useMemo(() => ({ form, errors, clearError, savedSensitive }), [form, errors, clearError, savedSensitive]);

  return (
    <WizardFormContext.Provider value={api}>
      <div className="space-y-6">
        {step <= REVIEW_STEP && <WizardProgress step={step} completed={completed} />}
        <section aria-labelledby="wizard-step-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2
            id="wizard-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mb-1 text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {stepTitle(step)}
          </h2>
          {(step === 2 || step === 8) && <p className="mb-4 text-sm text-slate-700">Fields marked * are required.</p>}
          {step >= 3 && step <= 7 && (
            <p className="mb-4 text-sm text-slate-700">This step is optional: fill in what applies, or skip it.</p>
          )}
          <form
            noValidate
            className="mt-4 space-y-6"
            onSubmit={(e) => {
              e.preventDefault();
              if (step === REVIEW_STEP) onSubmit();
              else if (step < REVIEW_STEP) onContinue();
            }}
          >
            {step === REVIEW_STEP && Object.keys(errors).length > 0 && (
              <SubmitErrorSummary ref={summaryRef} errors={errors} onGoTo={goTo} />
            )}
            <StepContent step={step} property={property} values={form.getValues()} result={result} onEdit={goTo} />
            {step === REVIEW_STEP && submitError && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                {submitError}
              </p>
            )}
            {step >= 2 && step < CONFIRMATION_STEP && <ServerSaveNote state={server.state} linkSent={server.linkSent} />}
            {step < CONFIRMATION_STEP && (
              <WizardFooter step={step} submitting={submit.pending} onPrevious={() => goTo(step - 1)} onSkip={() => goTo(step + 1)} />
            )}
          </form>
        </section>
      </div>
      <LazyConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Leave the application?"
        message={
          server.token()
            ? 'Your answers up to the last step are saved. Continue any time from the link we e-mailed you.'
            : "Your answers stay in this browser tab, but your date of birth, social security number and driver's license number are not kept and would need to be entered again."
        }
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
      />
    </WizardFormContext.Provider>
  );
}
