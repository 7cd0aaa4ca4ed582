import { APPLICATION_STATUS_ACTIONS, type ApplicationStatus } from '@rentfront/shared/applications';
import { StatusChoiceMenu } from '../../../ui/MenuButton';

/** Mark as Reviewed, Approve, Reject, Mark as Completed; opens and works from the keyboard too. */
export function StatusMenu({
  current,
  applicant,
  onChange,
  disabled,
}: {
  current: ApplicationStatus;
  applicant: string;
  onChange: (status: ApplicationStatus) => void;
  disabled?: boolean;
}) {
  return (
    <StatusChoiceMenu
      label="Status"
      ariaLabel={`Change status of ${applicant}`}
      options={APPLICATION_STATUS_ACTIONS}
      current={current}
      onChoose={onChange}
      disabled={disabled}
    />
  );
}
