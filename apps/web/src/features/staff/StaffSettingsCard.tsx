import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { StaffRolesCard } from './StaffRolesCard';

/** Settings › Staff and roles: where the owner finds the Staff screen (owners only). */
export function StaffSettingsCard() {
  return (
    <StaffRolesCard
      as="section"
      headingId="staff-settings-heading"
      action={
        <Link to="/admin/staff" className={buttonClasses('outline', 'sm')}>
          Manage staff
        </Link>
      }
    >
      <p className="mt-1 text-sm text-slate-700">Invite colleagues, change what each may do, or disable an account.</p>
    </StaffRolesCard>
  );
}
