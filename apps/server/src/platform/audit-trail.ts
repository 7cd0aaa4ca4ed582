import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { auditRequest } from './audit';

/**
 * Audit entries for whole routes (issue 20 item 6): every successful delete under /api/admin and
 * every change of the office's settings is recorded here, after the handler succeeded and before
 * the answer leaves, so no module has to remember it and a new DELETE route is caught by
 * audit-trail.test.ts. A route whose handler writes its own entry inside its transaction (with
 * richer details) is listed in SELF_AUDITED instead.
 */
export interface TrailRule {
  action: string;
  entityType: string;
  /** The path parameter naming the record. */
  param?: string;
}

const del = (entityType: string, param = 'id'): TrailRule => ({ action: `${entityType}.delete`, entityType, param });
const settings = (entityType: string, param?: string): TrailRule => ({ action: 'settings.update', entityType, param });

/** `METHOD /route/pattern` → what its success records. */
export const AUDITED_ROUTES: Record<string, TrailRule> = {
  'DELETE /api/admin/applications/:id': del('application'),
  'DELETE /api/admin/booking-types/:id': del('booking_type'),
  'DELETE /api/admin/contacts/:id': del('contact_message'),
  'DELETE /api/admin/notices/:id': del('notice'),
  'DELETE /api/admin/properties/:id': del('property'),
  'DELETE /api/admin/saved-searches/:id': del('saved_search'),
  'DELETE /api/admin/screening/responses/:id': del('screening_response'),
  'DELETE /api/admin/screening/questions/:id': del('screening_question'),
  'DELETE /api/admin/team/:id': del('team_member'),
  // Settings: what the public site says and how the office's mail and forms behave.
  'PUT /api/admin/site-texts/:key': settings('site_text', 'key'),
  'DELETE /api/admin/site-texts/:key': { action: 'settings.reset', entityType: 'site_text', param: 'key' },
  'PUT /api/admin/applicant-email-templates/:status': settings('applicant_email_template', 'status'),
  'DELETE /api/admin/applicant-email-templates/:status': {
    action: 'settings.reset',
    entityType: 'applicant_email_template',
    param: 'status',
  },
  'POST /api/admin/booking-types': settings('booking_type'),
  'PUT /api/admin/booking-types/:id': settings('booking_type', 'id'),
  'POST /api/admin/screening/questions/bulk': settings('screening_question'),
  'PUT /api/admin/screening/questions/order': settings('screening_question'),
  'PUT /api/admin/tour-settings': settings('tour_settings'),
  'PUT /api/admin/tour-settings/properties/:id': settings('tour_property_settings', 'id'),
  'POST /api/auth/logout': { action: 'auth.logout', entityType: 'user' },
};

/** Routes that write their own entry in the same transaction as the change. */
export const SELF_AUDITED = new Set([
  'DELETE /api/admin/contractors/:id',
  'DELETE /api/admin/maintenance-requests/:id',
  // The lease template's reset writes `lease_template.reset` itself (modules/leases/routes.ts).
  'DELETE /api/admin/settings/lease-template',
  // Removing a deduction writes `deposit_statement.deduction_removed` (ledger/deposit-statement/drafting.ts).
  'DELETE /api/admin/leases/:id/deposit-statement/deductions/:deductionId',
]);

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The admin routes the trail must know of: every DELETE (a delete is always recorded). */
export function mustBeAudited(method: string, url: string): boolean {
  return method === 'DELETE' && url.startsWith('/api/admin/');
}

function ruleFor(request: FastifyRequest): TrailRule | undefined {
  const url = request.routeOptions.url;
  return url === undefined ? undefined : AUDITED_ROUTES[routeKey(request.method, url)];
}

const declared = new WeakMap<FastifyInstance, string[]>();

/** Routes of this app that must be audited and are neither in AUDITED_ROUTES nor SELF_AUDITED (a test keeps it empty). */
export function unauditedRoutes(app: FastifyInstance): string[] {
  return (declared.get(app) ?? []).filter((key) => !AUDITED_ROUTES[key] && !SELF_AUDITED.has(key));
}

export function registerAuditTrail(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'logger'>): void {
  const routes: string[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (mustBeAudited(method, route.url)) routes.push(routeKey(method, route.url));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const rule = ruleFor(request);
    // Logout records who left; a request with no session logged nobody out.
    if (!rule || !request.session) return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const id = rule.param ? params[rule.param] : rule.entityType === 'user' ? request.session.user.id : undefined;
    try {
      await auditRequest(ctx.db, request, {
        action: rule.action,
        entityType: rule.entityType,
        entityId: typeof id === 'string' ? id : undefined,
      });
    } catch (err) {
      // The change is made; a lost entry is an alarm in the log, not a failed answer.
      ctx.logger.error({ err, action: rule.action }, 'audit entry failed');
    }
    return payload;
  });
}
