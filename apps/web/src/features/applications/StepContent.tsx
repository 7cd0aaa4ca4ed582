import type { ApplicationSubmitResult } from '@rentfront/shared/applications';
import type { Property } from '@rentfront/shared/properties';
import type { ApplicationFormValues } from './formValues';
import { AdditionalStep } from './steps/AdditionalStep';
import { CreditStep } from './steps/CreditStep';
import { EmploymentStep } from './steps/EmploymentStep';
import { PersonalStep } from './steps/PersonalStep';
import { PropertyStep } from './steps/PropertyStep';
import { ReferencesStep } from './steps/ReferencesStep';
import { ResidentialStep } from './steps/ResidentialStep';
import { ReviewStep } from './steps/ReviewStep';
import { SignatureStep } from './steps/SignatureStep';
import { SubmittedStep } from './steps/SubmittedStep';

export interface StepContentProps {
  step: number;
  property: Property;
  values: ApplicationFormValues;
  result: ApplicationSubmitResult | null;
  onEdit: (step: number) => void;
}

/** The body of the current step. */
export function StepContent({ step, property, values, result, onEdit }: StepContentProps) {
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
      return <SubmittedStep reference={result?.reference} email={values.personal_information.email} propertyId={property.id} />;
  }
}
