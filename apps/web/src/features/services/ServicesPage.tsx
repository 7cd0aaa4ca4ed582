import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';
import { SERVICES } from './services';

export default function ServicesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Our Services</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Everything a rental home needs, from the first showing to the last inspection.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden className="h-8 w-8 text-brand-700" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-2 text-sm text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-lg bg-brand-50 p-6 text-center">
        <p className="text-slate-800">Want to know more about what we can do for you?</p>
        <SiteLink to="/contact" className={buttonClasses('primary', 'md', 'mt-4')}>
          Contact Us
        </SiteLink>
      </div>
    </div>
  );
}
