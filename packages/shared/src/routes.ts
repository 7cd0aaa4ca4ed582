import { CLIENT_ONLY_PATHS, PUBLIC_PATHS } from './route-paths';

export { CLIENT_ONLY_PATHS, PUBLIC_PATHS };

/** A route pattern as a regular expression for a pathname; a trailing slash is allowed. */
export function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

/** Every address the web app routes, as patterns: derived from the names above, never listed twice. */
const ROUTED_PATTERNS: RegExp[] = [...Object.values(PUBLIC_PATHS), ...Object.values(CLIENT_ONLY_PATHS)].map(pathPattern);

/**
 * Whether the web app routes this address. The server answers these with the SPA and status 200;
 * any other non-API path still gets the SPA (so the app can show its 404 page) but with status 404.
 */
export function isClientRoute(pathname: string): boolean {
  return ROUTED_PATTERNS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether the browser alone renders this address: a client-only path without parameters, or
 * anything under the fixed start of one with parameters (`/admin/...`, `/reset-password/...`),
 * so an unknown admin address gets the client-rendered app too.
 */
export function isClientOnlyPath(pathname: string): boolean {
  return Object.values(CLIENT_ONLY_PATHS).some((path) => {
    const param = path.indexOf('/:');
    if (param < 0) return pathPattern(path).test(pathname);
    const start = path.slice(0, param);
    return pathname === start || pathname.startsWith(`${start}/`);
  });
}

/** Admin sections in the spec's sidebar order; each has its own URL /admin/<slug>. */
export const ADMIN_SECTIONS = [
  { slug: 'dashboard', label: 'Dashboard', description: 'An overview of properties, messages and your team.' },
  { slug: 'properties', label: 'Properties', description: 'Add, edit and remove your rental listings.' },
  { slug: 'applications', label: 'Applications', description: 'Review rental applications and reply to applicants.' },
  { slug: 'leases', label: 'Leases', description: 'Draft leases, send them for signature, countersign, renew and end them.' },
  { slug: 'residents', label: 'Residents', description: 'Current and past residents, their leases and requests.' },
  { slug: 'reports', label: 'Reports', description: 'Rent roll, delinquency, income, deposits held and online payments.' },
  { slug: 'pre-screening', label: 'Pre-Screening', description: 'Read questionnaire responses and manage the questions.' },
  { slug: 'tours', label: 'Tours', description: 'See booked tours and confirm, complete or cancel them.' },
  { slug: 'maintenance', label: 'Maintenance', description: 'Track maintenance requests and send them to contractors.' },
  { slug: 'chatbot-analytics', label: 'Chatbot Analytics', description: 'Monitor Property Assistant conversations and statistics.' },
  { slug: 'notices', label: 'Notice Management', description: 'Publish notices with optional attachments.' },
  { slug: 'team', label: 'Team Management', description: 'Manage the team shown on the About page.' },
  { slug: 'contacts', label: 'Contact Messages', description: 'Read, reply to and resolve contact messages.' },
  { slug: 'saved-searches', label: 'Saved Searches', description: 'See the searches visitors get email alerts for.' },
  { slug: 'settings', label: 'Settings', description: 'Your profile and site settings.' },
  { slug: 'staff', label: 'Staff', description: 'Invite colleagues and choose what each of them may do.' },
  { slug: 'audit', label: 'Audit Log', description: 'Who did what and when: sign-ins, reveals, deletes, exports and settings changes.' },
] as const;
export type AdminSectionSlug = (typeof ADMIN_SECTIONS)[number]['slug'];
