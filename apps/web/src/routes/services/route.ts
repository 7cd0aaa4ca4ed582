import { staticHead } from '../../app/head/routeHead';

// `/services`: what the business does, without data of its own.
export { default as Component } from '../../features/services/ServicesPage';

export const head = staticHead(
  'Services',
  'Property management, maintenance, leasing, legal compliance, rent collection and inspections.',
  '/services',
);
