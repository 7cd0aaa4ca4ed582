// Steps 3 to 10 of the wizard, loaded together on demand (StepContent.tsx).
export { AdditionalStep } from './AdditionalStep';
export { CreditStep } from './CreditStep';
export { EmploymentStep } from './EmploymentStep';
export { ReferencesStep } from './ReferencesStep';
export { ResidentialStep } from './ResidentialStep';
export { ReviewStep } from './ReviewStep';
export { SignatureStep } from './SignatureStep';
export { SubmittedStep } from './SubmittedStep';
