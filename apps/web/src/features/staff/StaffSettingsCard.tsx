import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { ShieldCheck } from '../../ui/icons';

/** Settings › Staff and roles: where the owner finds the Staff screen (owners only). */
export function StaffSettingsCard() {
  return (
    <section aria-labelledby="staff-settings-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="staff-settings-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="h-5 w-5 text-brand-700" /> Staff and roles
          </h2>
          <p className="mt-1 text-sm text-slate-700">Invite colleagues, change what each may do, or disable an account.</p>
        </div>
        <Link to="/admin/staff" className={buttonClasses('outline', 'sm')}>
          Manage staff
        </Link>
      </div>
    </section>
  );
}
