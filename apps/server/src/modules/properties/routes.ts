import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROPERTY_MESSAGES, propertyExportQuerySchema } from '@rentfront/shared';
import { propertyEndpoints as endpoints } from '@rentfront/shared/contract/properties';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import { sendPrecompressed } from '../../platform/http/precompressed';
import { mayUseCache, type CacheRead } from '../../platform/http/read-cache';
import { readMultipart } from '../../platform/uploads';
import { listAdminProperties } from './admin-list';
import { assertPropertyExists, createProperty, deleteProperty, updateProperty } from './admin-service';
import { parseCreateFields, parseUpdateFields } from './form';
import { propertyExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';
import { geocodeAddress } from './geocode';
import { PROPERTY_FORM_BUDGET, PROPERTY_IMAGE_RULE } from './images';
import { parseExistingImages, parseImageCaptions } from './media-plan';
import { buildRobots } from './seo';
import { propertyReads } from './public-reads';
import { listProperties, propertyStats, recentProperties } from './service';
import { createSitemapStore } from './sitemap';

const sitemapParams = z.object({ file: z.string() });

const SITEMAP_HEADERS = { contentType: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=3600' };

/** HTTP routes of the properties domain (server.md §3). Registered by app.ts. */
export async function propertiesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- Public -------------------------------------------------------------------------------

  const reads = propertyReads(ctx);
  const sitemaps = createSitemapStore(ctx);
  /** Sends already-serialized JSON, from the micro-cache when the request may use it. */
  const sendJson = async (request: FastifyRequest, reply: FastifyReply, read: (cached: boolean) => Promise<CacheRead<string> | string>) => {
    const cached = mayUseCache(request);
    const result = await read(cached);
    if (typeof result === 'string') {
      reply.header('x-cache', 'BYPASS');
      return reply.type('application/json; charset=utf-8').send(result);
    }
    reply.header('x-cache', result.state.toUpperCase());
    return reply.type('application/json; charset=utf-8').send(result.value);
  };

  r.route({
    ...endpointRoute(endpoints.search),
    handler: async (request, reply) => {
      // Staff read the whole catalogue through this call (the admin list), never from the cache.
      if (request.session) {
        reply.header('x-cache', 'BYPASS');
        return ok(await listProperties(ctx.db, request.query, { windowed: false }), PROPERTY_MESSAGES.listed);
      }
      return sendJson(request, reply, (cached) => reads.list(request.query, cached));
    },
  });

  r.route({
    ...endpointRoute(endpoints.covers),
    handler: async (request, reply) => sendJson(request, reply, (cached) => reads.covers(cached)),
  });

  r.route({
    ...endpointRoute(endpoints.detail),
    handler: async (request, reply) => sendJson(request, reply, (cached) => reads.detail(request.params.id, cached)),
  });

  // Sitemaps are compressed once when built (see sitemap.ts), not per request.
  app.get('/sitemap.xml', { compress: false }, async (request, reply) =>
    sendPrecompressed(request, reply, await sitemaps.index(), SITEMAP_HEADERS),
  );

  r.get('/sitemaps/:file', { compress: false, schema: { params: sitemapParams } }, async (request, reply) => {
    const file = await sitemaps.file(request.params.file);
    if (!file) throw notFound('Sitemap not found');
    return sendPrecompressed(request, reply, file, SITEMAP_HEADERS);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(buildRobots(ctx.config.publicUrl)),
  );

  // ---- Admin (guarded by the auth plugin: every /api/admin/* path) ----------------------------

  r.route({
    ...endpointRoute(endpoints.add),
    handler: async (request, reply) => {
      const form = await readMultipart(
        request,
        { media_files: PROPERTY_IMAGE_RULE },
        { ...PROPERTY_FORM_BUDGET, checkFields: parseCreateFields },
      );
      const input = parseCreateFields(form.fields);
      const captions = parseImageCaptions(form.fields.image_captions, form.files.length);
      const property = await createProperty(ctx, input, form.files, captions);
      return reply.status(201).send(ok(property, PROPERTY_MESSAGES.added));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update),
    handler: async (request) => {
      // Unknown ids answer 404 before any upload is decoded.
      await assertPropertyExists(ctx, request.params.id);
      const form = await readMultipart(
        request,
        { images: PROPERTY_IMAGE_RULE },
        { ...PROPERTY_FORM_BUDGET, checkFields: parseUpdateFields },
      );
      const fields = parseUpdateFields(form.fields);
      const keep = parseExistingImages(form.fields.existing_images);
      const property = await updateProperty(ctx, request.params.id, fields, keep, form.files, form.fields.image_captions);
      return ok(property, PROPERTY_MESSAGES.updated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteProperty(ctx, request.params.id);
      return ok({ id: request.params.id }, PROPERTY_MESSAGES.deleted);
    },
  });

  // "Find on map" in the property form: off (404) unless GEOCODER_URL is set.
  r.route({
    ...endpointRoute(endpoints.geocode),
    handler: async (request) => ok(await geocodeAddress(ctx.config.site.geocoderUrl, request.query.address), 'Address found'),
  });

  r.route({
    ...endpointRoute(endpoints.adminList),
    handler: async (request) => ok(await listAdminProperties(ctx.db, request.query), PROPERTY_MESSAGES.listed),
  });

  r.get('/api/admin/properties/export', { compress: false, schema: { querystring: propertyExportQuerySchema } }, async (request, reply) =>
    sendCsvExport(ctx, request, reply, propertyExport(ctx, request.query)),
  );

  r.route({
    ...endpointRoute(endpoints.stats),
    handler: async () => ok(await propertyStats(ctx.db), 'Property stats retrieved successfully'),
  });

  r.route({
    ...endpointRoute(endpoints.recent),
    handler: async (request) => ok(await recentProperties(ctx.db, request.query.limit), 'Recent properties retrieved successfully'),
  });
}
