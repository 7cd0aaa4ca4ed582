import { ArrowRight, Hammer, ShieldCheck, Wrench } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';

const POINTS = [
  { icon: Wrench, title: 'Fast repairs', text: 'Report a problem and a licensed contractor is on the way.' },
  { icon: ShieldCheck, title: 'Well-kept homes', text: 'Regular inspections keep every property safe and comfortable.' },
  { icon: Hammer, title: 'Upgrades that last', text: 'Seasonal upkeep, from furnaces in the fall to gutters in the spring.' },
];

/** The home page's services section, linking to the maintenance services page. */
export function ServicesTeaser() {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="services-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Our Services
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">Renting with us means a team that looks after your home as well as you do.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden className="h-8 w-8 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <SiteLink to="/services/maintenance" className={buttonClasses('primary', 'md', 'mt-6')}>
          Maintenance Services <ArrowRight aria-hidden className="h-4 w-4" />
        </SiteLink>
      </div>
    </section>
  );
}
