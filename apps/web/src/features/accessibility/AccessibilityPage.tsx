import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS } from '@rentfront/shared/accessibility-features';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import { buttonClasses } from '../../ui/Button';
import { ContactLinks } from '../../ui/ContactLinks';
import { SiteLink } from '../../ui/SiteLink';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 flex flex-col gap-3 text-slate-800">{children}</div>
    </section>
  );
}

/** The accessibility statement (issue 35), linked from every page's footer. */
export default function AccessibilityPage() {
  const site = useSiteSettings();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Accessibility</h1>
      <p className="mt-3 text-lg text-slate-800">
        We want everyone to be able to find a home with us, visit it, apply and live there, whatever their disability.
      </p>

      <Part title="Asking for a reasonable accommodation">
        <p>
          You may ask us for a <strong>reasonable accommodation</strong>: a change to a rule, policy, practice or service, such as an
          accessible parking space near your door, more time to complete an application, or letters in large print. You may also ask to make
          a <strong>reasonable modification</strong> to a home, such as grab bars or a ramp. The Fair Housing Act gives you this right when
          you are applying and while you live with us.
        </p>
        <p>
          Ask in whatever way suits you: by e-mail, by phone, through the contact form or in person. You do not need special words or a
          form, and you do not need to tell us a diagnosis. If the need is not obvious, we may ask for a short note from someone who knows
          it, such as a doctor or a caseworker. We reply within five business days and keep what you tell us private.
        </p>
        {site && (
          <ul className="flex flex-col gap-2">
            <ContactLinks
              email={site.email}
              phone={site.phone}
              itemClassName="flex items-center gap-2"
              iconClassName="h-4 w-4 text-brand-700"
              linkClassName="font-medium text-brand-700 underline"
            />
          </ul>
        )}
        <p>
          <SiteLink to="/contact" className={buttonClasses('primary')}>
            Contact Us
          </SiteLink>
        </p>
      </Part>

      <Part title="Finding a home that works for you">
        <p>Every listing says which of these features the home has, and the search can show only homes with all the ones you need:</p>
        <ul className="grid list-disc gap-1 pl-6 sm:grid-cols-2">
          {ACCESSIBILITY_FEATURES.map((f) => (
            <li key={f}>{ACCESSIBILITY_LABELS[f]}</li>
          ))}
        </ul>
        <p>
          Choose them under <strong>Accessibility</strong> in the filters of{' '}
          <SiteLink to="/properties" className="font-medium text-brand-700 underline">
            Properties
          </SiteLink>
          . A listing without any features listed has not been checked yet; ask us and we will find out.
        </p>
        <p>You can also ask for a video tour, a tour with a sign language interpreter, or a paper application.</p>
      </Part>

      <Part title="This website">
        <p>
          We build this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page can be used with a keyboard
          alone and with a screen reader, text has enough contrast to read, and nothing is said by color alone. We test each page with
          automated checks and by hand.
        </p>
        <p>
          If something on the site gets in your way, tell us what page and what happened. We will give you the same information another way
          at once, and fix the page.
        </p>
      </Part>
    </div>
  );
}
