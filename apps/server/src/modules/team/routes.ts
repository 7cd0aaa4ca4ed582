import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEAM_MESSAGES } from '@rentfront/shared';
import { teamEndpoints as endpoints } from '@rentfront/shared/contract/team';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { readMultipart } from '../../platform/uploads';
import { parseCreate, parseUpdate } from './input';
import { TEAM_PHOTO_RULE } from './photo';
import { toAdminTeamMember, toTeamMember } from './serialize';
import { createTeamMember, deleteTeamMember, getTeamMember, listTeam, teamStats, updateTeamMember } from './service';

/** The admin form is multipart (with an optional `photo`); JSON is accepted without a photo. */
async function readMemberForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photo?: Buffer }> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, { photo: TEAM_PHOTO_RULE });
    return { fields, photo: files.find((f) => f.field === 'photo')?.bytes };
  }
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
}

/** HTTP routes of the team domain (server.md §3). Registered by app.ts. */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: active members only.

  r.route({
    ...endpointRoute(endpoints.publicList),
    handler: async (request) => {
      const { rows, pagination } = await listTeam(ctx.db, request.query, true);
      return ok({ team_members: rows.map(toTeamMember), pagination });
    },
  });

  r.route({
    ...endpointRoute(endpoints.publicDetail),
    handler: async (request) => ok(toTeamMember(await getTeamMember(ctx.db, request.params.id, true))),
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.route({
    ...endpointRoute(endpoints.adminList),
    handler: async (request) => {
      const [{ rows, pagination }, stats] = await Promise.all([listTeam(ctx.db, request.query, false), teamStats(ctx.db)]);
      return ok({ team_members: rows.map(toAdminTeamMember), pagination, stats });
    },
  });

  r.route({
    ...endpointRoute(endpoints.create),
    handler: async (request, reply) => {
      const form = await readMemberForm(request);
      const input = parseCreate(form.fields);
      const row = await createTeamMember(ctx, input, form.photo);
      return reply.status(201).send(ok(toAdminTeamMember(row), TEAM_MESSAGES.created));
    },
  });

  r.route({
    ...endpointRoute(endpoints.adminDetail),
    handler: async (request) => ok(toAdminTeamMember(await getTeamMember(ctx.db, request.params.id, false))),
  });

  r.route({
    ...endpointRoute(endpoints.update),
    handler: async (request) => {
      const form = await readMemberForm(request);
      const input = parseUpdate(form.fields);
      const row = await updateTeamMember(ctx, request.params.id, input, form.photo);
      return ok(toAdminTeamMember(row), TEAM_MESSAGES.updated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteTeamMember(ctx, request.params.id);
      return ok(null, TEAM_MESSAGES.deleted);
    },
  });
}
