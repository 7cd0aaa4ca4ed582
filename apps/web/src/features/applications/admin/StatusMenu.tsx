import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { APPLICATION_STATUS_ACTIONS, type ApplicationStatus } from '@rentfront/shared/applications';
import { ChevronDown } from '../../../ui/icons';
import { buttonClasses } from '../../../ui/Button';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', 'sm')} aria-label={`Change status of ${applicant}`} disabled={disabled}>
        Status <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {APPLICATION_STATUS_ACTIONS.map((action) => (
            <DropdownMenu.Item
              key={action.status}
              disabled={action.status === current}
              onSelect={() => onChange(action.status)}
              className="cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[disabled]:cursor-default data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-600"
            >
              {action.label}
              {action.status === current && <span className="sr-only"> (current status)</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
