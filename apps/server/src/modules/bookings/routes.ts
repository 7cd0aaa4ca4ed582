import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES } from '@rentfront/shared';
import { bookingEndpoints as endpoints } from '@rentfront/shared/contract/bookings';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { createBookingType, deleteBookingType, listActiveBookingTypes, listBookingTypesForAdmin, updateBookingType } from './service';
import { builtInTourOptions } from '../tours/booking-options';
import { createTidycalClient } from './tidycal';

/** HTTP routes of the bookings domain (server.md §3 "Visit booking options"). Registered by app.ts. */
export async function bookingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tidycal = ctx.config.tidycalToken ? createTidycalClient({ token: ctx.config.tidycalToken }) : null;

  // Public: the visit dialog's options: the built-in tour types first (on the first page), then
  // TidyCal's when a token is configured, else the database's.
  r.route({
    ...endpointRoute(endpoints.publicList),
    handler: async (request) => {
      const { page, per_page } = request.query;
      const data = tidycal ? await tidycal(page, per_page) : await listActiveBookingTypes(ctx.db, page, per_page);
      const builtIn = page === 1 ? await builtInTourOptions(ctx) : [];
      return ok([...builtIn, ...data]);
    },
  });

  r.route({ ...endpointRoute(endpoints.adminList), handler: async () => ok(await listBookingTypesForAdmin(ctx.db)) });

  r.route({
    ...endpointRoute(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(ok(await createBookingType(ctx.db, request.body), BOOKING_MESSAGES.created)),
  });

  r.route({
    ...endpointRoute(endpoints.update),
    handler: async (request) => {
      const updated = await updateBookingType(ctx.db, request.params.id, request.body);
      const message =
        request.body.disabled === true
          ? BOOKING_MESSAGES.disabled
          : request.body.disabled === false
            ? BOOKING_MESSAGES.enabled
            : BOOKING_MESSAGES.updated;
      return ok(updated, message);
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteBookingType(ctx.db, request.params.id);
      return ok({ id: request.params.id }, BOOKING_MESSAGES.deleted);
    },
  });
}
