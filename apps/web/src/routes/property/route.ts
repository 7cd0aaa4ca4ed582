import { PROPERTY_MESSAGES, type Property } from '@rentfront/shared/properties-core';
import type { LoaderFunctionArgs } from 'react-router';
import { propertyHead } from '../../app/head/propertyHead';
import type { RouteHead } from '../../app/head/routeHead';
import type { Loaded } from '../../page-data/loaded';
import { loadPublic } from '../../page-data/publicData';

// `/properties/:id`: one home, with its gallery, facts and the ways to visit or apply.
export { default as Component } from '../../features/properties/PropertyDetailPage';

export const loader = ({ params, context }: LoaderFunctionArgs) => loadPublic(context, (data) => data.property(params.id ?? ''));

export const head: RouteHead = (data, _params, ctx) => {
  const loaded = data as Loaded<Property>;
  if (loaded.data) return propertyHead(loaded.data, ctx.origin);
  // A missing home must not be indexed; neither must a page that failed to load.
  return { title: loaded.failure.status === 404 ? PROPERTY_MESSAGES.notFoundTitle : 'Property', noindex: true };
};
