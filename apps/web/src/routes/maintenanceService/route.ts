import { staticHead } from '../../app/head/routeHead';

// `/services/maintenance`: the maintenance service, without data of its own.
export { default as Component } from '../../features/services/MaintenanceServicePage';

export const head = staticHead(
  'Maintenance Service',
  'Maintenance and property management services for residents and owners.',
  '/services/maintenance',
);
