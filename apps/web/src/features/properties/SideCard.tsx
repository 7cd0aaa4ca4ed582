import type { Property } from '@rentfront/shared/properties-core';
import { CalendarCheck, FileText, LayoutGrid, Mail } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { formatMoney } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button, buttonClasses } from '../../ui/Button';
import { isAvailable } from './propertyText';
import { MonthlyPrice } from './MonthlyPrice';

/** Price per month, availability, deposit and the actions of the property page. */
export function SideCard({ property, onScheduleVisit }: { property: Property; onScheduleVisit: () => void }) {
  const available = isAvailable(property.status);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20">
      <MonthlyPrice property={property} className="text-3xl font-bold text-slate-900" unitSize="text-base" />
      <Badge tone={available ? 'green' : 'red'} className="self-start">
        {available ? 'Available Now' : 'Not Available'}
      </Badge>
      <p className="text-sm text-slate-700">
        Security Deposit: <span className="font-semibold text-slate-900">{formatMoney(property.deposit)}</span>
      </p>
      <div className="flex flex-col gap-2">
        <SiteLink to={`/apply/${property.id}`} className={buttonClasses('primary', 'lg', 'justify-center')}>
          <FileText aria-hidden className="h-5 w-5" /> Apply Now
        </SiteLink>
        {available && (
          <Button variant="outline" size="lg" className="justify-center" onClick={onScheduleVisit}>
            <CalendarCheck aria-hidden className="h-5 w-5" /> Schedule Visit
          </Button>
        )}
        {/* The contact page names this home and starts the message about it (issue 18). */}
        <SiteLink to={`/contact?property=${encodeURIComponent(property.id)}`} className={buttonClasses('outline', 'lg', 'justify-center')}>
          <Mail aria-hidden className="h-5 w-5" /> Contact Property
        </SiteLink>
        <SiteLink to="/properties" className={buttonClasses('ghost', 'lg', 'justify-center')}>
          <LayoutGrid aria-hidden className="h-5 w-5" /> View More Properties
        </SiteLink>
      </div>
      {/* Published before anyone applies (issue 34 item 6): how the office decides. */}
      <p className="text-sm text-slate-700">
        Before you apply, read our{' '}
        <SiteLink to="/screening-criteria" className="font-medium text-brand-800 underline">
          screening criteria
        </SiteLink>
        .
      </p>
    </div>
  );
}
