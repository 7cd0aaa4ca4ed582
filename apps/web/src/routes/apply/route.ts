import type { Property } from '@rentfront/shared/properties-core';
import { APPLICATION_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHead } from '../../app/head/routeHead';
import type { Loaded } from '../../page-data/loaded';
import { loadPublic } from '../../page-data/publicData';

// `/apply/:propertyId`: the rental application for one home.
export { default as Component } from '../../features/applications/ApplyPage';

export const loader = ({ params, context }: LoaderFunctionArgs) => loadPublic(context, (data) => data.property(params.propertyId ?? ''));

export const head: RouteHead = (data, params) => {
  const property = (data as Loaded<Property>).data;
  return {
    title: property ? `Apply for ${property.title}` : 'Rental Application',
    description: `Apply online for a rental home in nine short steps; we review applications within ${APPLICATION_REVIEW_TIME}.`,
    ...(property ? { canonicalPath: `/apply/${params.propertyId ?? ''}` } : { noindex: true }),
  };
};
