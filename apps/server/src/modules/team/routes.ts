import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEAM_MESSAGES, teamListQuerySchema } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { readMultipart } from '../../platform/uploads';
import { parseCreate, parseUpdate } from './input';
import { TEAM_PHOTO_RULE } from './photo';
import { toAdminTeamMember, toTeamMember } from './serialize';
import { createTeamMember, deleteTeamMember, getTeamMember, listTeam, teamStats, updateTeamMember } from './service';

// Ids are checked by the service so a malformed one is a 404 like an unknown one.
const idParams = z.object({ id: z.string().max(100) });

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

  r.get('/api/public/team', { schema: { querystring: teamListQuerySchema } }, async (request) => {
    const { rows, pagination } = await listTeam(ctx.db, request.query, true);
    return ok({ team_members: rows.map(toTeamMember), pagination });
  });

  r.get('/api/public/team/:id', { schema: { params: idParams } }, async (request) => {
    return ok(toTeamMember(await getTeamMember(ctx.db, request.params.id, true)));
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.get('/api/admin/team', { schema: { querystring: teamListQuerySchema } }, async (request) => {
    const [{ rows, pagination }, stats] = await Promise.all([listTeam(ctx.db, request.query, false), teamStats(ctx.db)]);
    return ok({ team_members: rows.map(toAdminTeamMember), pagination, stats });
  });

  r.post('/api/admin/team/add', async (request, reply) => {
    const form = await readMemberForm(request);
    const input = parseCreate(form.fields);
    const row = await createTeamMember(ctx, input, form.photo);
    return reply.status(201).send(ok(toAdminTeamMember(row), TEAM_MESSAGES.created));
  });

  r.get('/api/admin/team/:id', { schema: { params: idParams } }, async (request) => {
    return ok(toAdminTeamMember(await getTeamMember(ctx.db, request.params.id, false)));
  });

  r.put('/api/admin/team/:id', { schema: { params: idParams } }, async (request) => {
    const form = await readMemberForm(request);
    const input = parseUpdate(form.fields);
    const row = await updateTeamMember(ctx, request.params.id, input, form.photo);
    return ok(toAdminTeamMember(row), TEAM_MESSAGES.updated);
  });

  r.delete('/api/admin/team/:id', { schema: { params: idParams } }, async (request) => {
    await deleteTeamMember(ctx, request.params.id);
    return ok(null, TEAM_MESSAGES.deleted);
  });
}
