import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <SiteLink to="/" className={buttonClasses('primary')}>
          Go to Home
        </SiteLink>
        <SiteLink to="/properties" className={buttonClasses('outline')}>
          Search Properties
        </SiteLink>
        <SiteLink to="/contact" className={buttonClasses('outline')}>
          Contact Support
        </SiteLink>
      </div>
    </section>
  );
}
