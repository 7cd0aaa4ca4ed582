import { APPLICATION_MESSAGES as M } from '@rentfront/shared/applications';
import { ArrowLeft, ArrowRight, Send } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { FIRST_STEP, isSkippable, REVIEW_STEP } from './wizard';

/** Previous, Skip (steps 3 to 7) and Continue; Start Application on step 1, Submit Application on step 9. */
export function WizardFooter({
  step,
  submitting,
  onPrevious,
  onSkip,
}: {
  step: number;
  submitting: boolean;
  onPrevious: () => void;
  onSkip: () => void;
}) {
  const primary =
    step === FIRST_STEP ? 'Start Application' : step === REVIEW_STEP ? (submitting ? M.submitting : 'Submit Application') : 'Continue';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
      <Button variant="outline" onClick={onPrevious} disabled={step === FIRST_STEP || submitting}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Previous
      </Button>
      <div className="flex flex-wrap gap-2">
        {isSkippable(step) && (
          <Button variant="ghost" onClick={onSkip} className="px-3">
            Skip
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {primary}
          {step === REVIEW_STEP ? !submitting && <Send aria-hidden className="h-4 w-4" /> : <ArrowRight aria-hidden className="h-4 w-4" />}
        </Button>
      </div>
    </div>
  );
}
