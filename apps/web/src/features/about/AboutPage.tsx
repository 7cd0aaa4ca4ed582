import { APPLICATION_REVIEW_TIME } from '@rentfront/shared/review-times';
import { ClipboardCheck, Home, KeyRound, Search } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';
import { TeamGrid } from './TeamGrid';

const STEPS = [
  {
    icon: Search,
    title: 'Find a home',
    text: 'Browse available rentals, filter by price, size and location, and save time with the pre-screening form.',
  },
  {
    icon: ClipboardCheck,
    title: 'Apply online',
    text: `Fill in one secure application. We review it within ${APPLICATION_REVIEW_TIME} and keep you posted by e-mail.`,
  },
  {
    icon: KeyRound,
    title: 'Sign and move in',
    text: 'Sign your lease, pay the deposit and pick up your keys. Your home is ready on move-in day.',
  },
  { icon: Home, title: 'Live worry-free', text: 'Request maintenance, pay rent online and reach our office whenever you need us.' },
];

/** /about: mission, how it works, and the team. */
export default function AboutPage() {
  return (
    <div>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About Us</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-800">
            We are a local rental and property management company. Our mission is simple: well-kept homes, fair leases and a team that
            answers when you call.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="mission" className="text-2xl font-bold text-slate-900">
          Our mission
        </h2>
        <div className="mt-4 grid gap-6 text-slate-700 md:grid-cols-2">
          <p>
            Finding a home should not be stressful. We list every property with honest photos, clear prices and the details that matter, so
            you can decide with confidence.
          </p>
          <p>
            For owners, we take care of marketing, screening, rent collection and maintenance, and we treat every home as if it were our
            own.
          </p>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="how-it-works" className="text-2xl font-bold text-slate-900">
            How it works
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
                <Icon aria-hidden className="h-8 w-8 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">
                  {i + 1}. {title}
                </h3>
                <p className="mt-2 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
          <SiteLink to="/properties" className={buttonClasses('primary', 'md', 'mt-8')}>
            Browse Properties
          </SiteLink>
        </div>
      </section>

      <section aria-labelledby="our-team" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="our-team" className="text-2xl font-bold text-slate-900">
          Meet our team
        </h2>
        <p className="mt-2 text-slate-700">The people who look after our homes and residents.</p>
        <div className="mt-6">
          <TeamGrid />
        </div>
      </section>
    </div>
  );
}
