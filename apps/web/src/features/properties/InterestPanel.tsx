import { APPLICATION_PROCESSING_TIME } from '@rentfront/shared/review-times';
import { CalendarCheck, ClipboardList, Search } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';

export interface InterestPanelProps {
  /** Each action goes to /properties unless a handler is supplied (public-site.md §2). */
  onSubmitApplication?: () => void;
  onScheduleTour?: () => void;
  onViewAvailability?: () => void;
}

function Action({
  label,
  icon,
  onClick,
  variant,
}: {
  label: string;
  icon: React.ReactNode;
  onClick?: () => void;
  variant: 'primary' | 'outline';
}) {
  const classes = buttonClasses(variant, 'lg', 'w-full justify-center');
  return onClick ? (
    <button type="button" onClick={onClick} className={classes}>
      {icon} {label}
    </button>
  ) : (
    <SiteLink to="/properties" className={classes}>
      {icon} {label}
    </SiteLink>
  );
}

/** "Interested in this property?" with its three actions and the processing-time note. */
export function InterestPanel({ onSubmitApplication, onScheduleTour, onViewAvailability }: InterestPanelProps) {
  return (
    <section aria-labelledby="interest-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="interest-heading" className="text-xl font-bold text-slate-900">
        Interested in this property?
      </h2>
      <p className="mt-1 text-sm text-slate-700">Pick a home, then apply online or book a visit in a few clicks.</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-3">
        <Action
          label="Submit Application"
          icon={<ClipboardList aria-hidden className="h-5 w-5" />}
          onClick={onSubmitApplication}
          variant="primary"
        />
        <Action
          label="Schedule Self-Guided Tour"
          icon={<CalendarCheck aria-hidden className="h-5 w-5" />}
          onClick={onScheduleTour}
          variant="outline"
        />
        <Action
          label="View Availability"
          icon={<Search aria-hidden className="h-5 w-5" />}
          onClick={onViewAvailability}
          variant="outline"
        />
      </div>
      <p className="mt-4 text-sm text-slate-700">Application processing typically takes {APPLICATION_PROCESSING_TIME}.</p>
    </section>
  );
}
