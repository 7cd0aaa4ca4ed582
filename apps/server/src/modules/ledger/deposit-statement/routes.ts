import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depositStatementEndpoints as endpoints } from '@rentfront/shared/contract/rent-reports';
import { DEPOSIT_MESSAGES as M, depositDeductionFieldsSchema, type DepositDeductionFields } from '@rentfront/shared/deposits';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../platform/auth/plugin';
import { endpointRoute } from '../../../platform/http/endpoint';
import { ok } from '../../../platform/http/envelope';
import { zodIssuesToErrors } from '../../../platform/http/error-handler';
import { badRequest } from '../../../platform/http/errors';
import { sendPrivatePhoto } from '../../../platform/images/photos';
import { readMultipart } from '../../../platform/uploads';
import { addDeduction, deductionPhotoRule, openDeductionPhoto, openStatement, removeDeduction, type StatementActor } from './drafting';
import { sendStatement, statementPdf } from './sending';
import { readStatement } from './statement';

function actorOf(request: FastifyRequest): StatementActor {
  return { id: currentUser(request).id, ip: request.ip };
}

/** The deduction's text fields, or a 400 naming each bad one (checked before any photo is read). */
function parseDeductionFields(fields: Record<string, string>): DepositDeductionFields {
  const parsed = depositDeductionFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = zodIssuesToErrors(parsed.error.issues);
  throw badRequest(Object.values(errors)[0] ?? M.description, errors);
}

/**
 * The move-out deposit statement of a lease (issue 33 item 5, ADR 0039). Permissions
 * (platform/auth/permissions.ts): staff who see leases read it, its PDF and photos; staff who
 * record charges draft it; sending it books money, so it is owners' and managers'.
 */
export async function depositStatementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['ledger'] };

  r.route({
    ...endpointRoute(endpoints.get, docs),
    handler: async (request) => ok(await readStatement(ctx.db, request.params.id), M.fetched),
  });

  r.route({
    ...endpointRoute(endpoints.open, docs),
    handler: async (request, reply) => reply.status(201).send(ok(await openStatement(ctx, request.params.id, actorOf(request)), M.opened)),
  });

  r.route({
    ...endpointRoute(endpoints.addDeduction, docs),
    handler: async (request, reply) => {
      const form = await readMultipart(request, { photos: deductionPhotoRule() }, { checkFields: parseDeductionFields });
      const fields = parseDeductionFields(form.fields);
      const statement = await addDeduction(ctx, request.params.id, fields, form.files, actorOf(request));
      return reply.status(201).send(ok(statement, M.deductionAdded));
    },
  });

  r.route({
    ...endpointRoute(endpoints.removeDeduction, docs),
    handler: async (request) =>
      ok(await removeDeduction(ctx, request.params.id, request.params.deductionId, actorOf(request)), M.deductionRemoved),
  });

  r.route({
    ...endpointRoute(endpoints.photo, docs),
    handler: async (request, reply) => {
      const photo = await openDeductionPhoto(ctx, request.params.id, request.params.deductionId, request.params.index);
      return sendPrivatePhoto(reply, { stream: photo.stream, size: photo.size, contentType: 'image/jpeg' });
    },
  });

  r.route({
    ...endpointRoute(endpoints.pdf, docs),
    compress: false,
    handler: async (request, reply) => {
      const pdf = await statementPdf(ctx, request.params.id);
      const name = `deposit-statement-${pdf.reference}${pdf.draft ? '-draft' : ''}.pdf`;
      return reply
        .header('content-disposition', `inline; filename="${name}"`)
        .header('content-length', String(pdf.bytes.length))
        .type('application/pdf')
        .send(pdf.bytes);
    },
  });

  r.route({
    ...endpointRoute(endpoints.send, docs),
    handler: async (request) => ok(await sendStatement(ctx, request.params.id, actorOf(request)), M.sent),
  });
}
