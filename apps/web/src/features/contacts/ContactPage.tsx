import { contactMessageFor, type ContactPageContext } from '@rentfront/shared/contact-context';
import { useLoaderData } from 'react-router';
import { hydrateWhenVisible } from '../../lib/hydration/hydrateWhenVisible';
import { ContactAbout } from './ContactAbout';
import { ContactDetails } from './ContactDetails';

// The form is on screen at once, static as the server wrote it; its code and its form library
// come at the visitor's first touch or a moment after the page has loaded, not with the page
// (issue 17's budget for /contact). What was typed or sent meanwhile is carried over.
const ContactForm = hydrateWhenVisible(() => import('./ContactForm').then((m) => m.ContactForm), { whenSeen: false, afterLoad: true });

/** /contact: the form (with the home and tour a link named), the office's details and hours, and the map. */
export default function ContactPage() {
  const context = useLoaderData() as ContactPageContext;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Questions about a property, an application or your lease? Send us a message and our team will get back to you.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactAbout {...context} />
          {/* A new context (another link to this page) starts a new form with its own message. */}
          <ContactForm
            key={`${context.property?.id ?? ''}|${context.visit ?? ''}`}
            propertyId={context.property?.id}
            initialMessage={contactMessageFor(context)}
          />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
