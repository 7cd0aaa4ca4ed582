import { CheckCircle2 } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import { buttonClasses } from '../../ui/Button';

const INCLUDED = [
  'Plumbing, heating, electrical and appliance repairs by licensed contractors',
  'Seasonal upkeep: gutters, snow removal, landscaping and HVAC servicing',
  'Emergency response for leaks, no heat and lockouts',
  'Photos and cost estimates before any large job goes ahead',
  'Preventive inspections that catch small problems early',
];

export default function MaintenanceServicePage() {
  const site = useSiteSettings();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Maintenance &amp; Management Services</h1>
      <p className="mt-3 text-slate-700">
        Residents report a problem once and we take it from there: we send the right contractor, keep you informed and follow up until the
        job is done.
      </p>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">What is included</h2>
      <ul className="mt-3 space-y-2">
        {INCLUDED.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">How to request maintenance</h2>
      <p className="mt-2 text-slate-700">
        Residents can request repairs through the resident portal or by contacting the office
        {site ? ` at ${site.phone} or ${site.email}` : ''}. For emergencies, call us right away.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <SiteLink to="/contact" className={buttonClasses('primary')}>
          Contact Us
        </SiteLink>
        <SiteLink to="/services" className={buttonClasses('outline')}>
          All Services
        </SiteLink>
      </div>
    </div>
  );
}
