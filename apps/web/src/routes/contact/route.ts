import { propertyIdOf, visitTypeOf, type ContactPageContext } from '@rentfront/shared/contact-context';
import { CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';
import type { LoaderFunctionArgs } from 'react-router';
import { staticHead } from '../../app/head/routeHead';
import { loadPublic } from '../../page-data/publicData';
import { homeSummary } from '../homeSummary';

// `/contact`: the contact form, about a home and a kind of visit when the address names them.
export { default as Component } from '../../features/contacts/ContactPage';

/**
 * /contact?property=<id>&visit=<tour type>: the home and tour the visitor asks about (issue 18).
 * Whatever the address carries that names no home or tour is ignored: the plain form, status 200.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ContactPageContext> {
  const params = new URL(request.url).searchParams;
  const visit = visitTypeOf(params.get('visit'));
  const id = propertyIdOf(params.get('property'));
  const read = id ? await loadPublic(context, (data) => data.property(id)) : null;
  return { property: read?.data ? homeSummary(read.data) : null, visit };
}

export const head = staticHead(
  'Contact Us',
  `Questions about a rental or an application? Send us a message; we usually reply within ${CONTACT_REPLY_TIME}.`,
  '/contact',
);
