import type { ApplicationSubmitResult } from '@rentfront/shared/applications';
import type { Property } from '@rentfront/shared/properties';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { SkeletonList } from '../../ui/Skeleton';
import type { ApplicationFormValues } from './formValues';
import { PersonalStep } from './steps/PersonalStep';
import { PropertyStep } from './steps/PropertyStep';

// Steps 3 to 10 are a chunk of their own, out of the page's first load (issue 17's budget for
// /apply): it is fetched while the visitor fills in step 2.
const loadLaterSteps = () => import('./steps/laterSteps');
function laterStep<P>(pick: (steps: typeof import('./steps/laterSteps')) => ComponentType<P>) {
  return lazy(() => loadLaterSteps().then((steps) => ({ default: pick(steps) })));
}
const ResidentialStep = laterStep((s) => s.ResidentialStep);
const EmploymentStep = laterStep((s) => s.EmploymentStep);
const CreditStep = laterStep((s) => s.CreditStep);
const ReferencesStep = laterStep((s) => s.ReferencesStep);
const AdditionalStep = laterStep((s) => s.AdditionalStep);
const SignatureStep = laterStep((s) => s.SignatureStep);
const ReviewStep = laterStep((s) => s.ReviewStep);
const SubmittedStep = laterStep((s) => s.SubmittedStep);

export interface StepContentProps {
  step: number;
  property: Property;
  values: ApplicationFormValues;
  result: ApplicationSubmitResult | null;
  onEdit: (step: number) => void;
}

/** The body of the current step. */
export function StepContent(props: StepContentProps) {
  const { step } = props;
  useEffect(() => {
    if (step >= 2) void loadLaterSteps();
  }, [step]);
  return (
    <Suspense fallback={<SkeletonList label="Loading the step" count={3} itemClassName="h-16 w-full" />}>
      <Step {...props} />
    </Suspense>
  );
}

function Step({ step, property, values, result, onEdit }: StepContentProps) {
  switch (step) {
    case 1:
      return <PropertyStep property={property} />;
    case 2:
      return <PersonalStep />;
    case 3:
      return <ResidentialStep />;
    case 4:
      return <EmploymentStep />;
    case 5:
      return <CreditStep />;
    case 6:
      return <ReferencesStep />;
    case 7:
      return <AdditionalStep />;
    case 8:
      return <SignatureStep />;
    case 9:
      return <ReviewStep values={values} property={property} onEdit={onEdit} />;
    default:
      return (
        <SubmittedStep
          reference={result?.reference}
          statusToken={result?.status_token ?? null}
          email={values.personal_information.email}
          propertyId={property.id}
        />
      );
  }
}
