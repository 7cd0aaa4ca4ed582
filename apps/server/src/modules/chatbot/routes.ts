import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@rentfront/shared';
import { chatbotEndpoints as endpoints } from '@rentfront/shared/contract/chatbot';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { perIpLimit } from '../../platform/rate-limit';
import { chatStats, getConversation, listConversations } from './admin';
import { chatExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';
import { deleteSession, respond, startChat, submitSatisfaction, visitorHistory } from './service';
import { startAbandonSweep } from './sweeper';
import {
  newVisitorSecret,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE_PATH,
  visitorFromSecret,
  visitorIdFromSecret,
  type Visitor,
} from './visitor';

/** HTTP routes of the Property Assistant (server.md §6). Registered by app.ts. */
export async function chatbotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const stopSweep = startAbandonSweep(ctx);
  app.addHook('onClose', async () => stopSweep());

  // 30 messages per minute per IP, counted before the body is even read.
  const messageLimit = perIpLimit(ctx.rateLimits, {
    name: 'chatbot-messages',
    max: CHAT_LIMITS.messagesPerMinute,
    windowMs: 60_000,
    message: CHAT_MESSAGES.tooManyMessages,
  });

  const visitorOf = (request: FastifyRequest): Visitor | null => visitorFromSecret(request.cookies[VISITOR_COOKIE]);

  /** The visitor of this browser, given a cookie on its first chat. */
  const ensureVisitor = (request: FastifyRequest, reply: FastifyReply): Visitor => {
    const existing = visitorOf(request);
    if (existing) return existing;
    const secret = newVisitorSecret();
    reply.setCookie(VISITOR_COOKIE, secret, {
      httpOnly: true,
      sameSite: 'lax',
      path: VISITOR_COOKIE_PATH,
      secure: ctx.config.secureCookies,
      maxAge: VISITOR_COOKIE_MAX_AGE_S,
    });
    return { id: visitorIdFromSecret(secret) };
  };

  r.route({
    ...endpointRoute(endpoints.start),
    onRequest: messageLimit,
    handler: async (request, reply) => {
      const visitor = ensureVisitor(request, reply);
      const body = request.body ?? {};
      // The client's user_ip is ignored: the connection's address is the one we can trust.
      const userAgent = body.user_agent ?? request.headers['user-agent'] ?? null;
      const result = await startChat(ctx, visitor, body, { ip: request.ip, userAgent });
      return ok(result.reply, result.resumed ? CHAT_MESSAGES.resumed : CHAT_MESSAGES.started);
    },
  });

  r.route({
    ...endpointRoute(endpoints.respond),
    onRequest: messageLimit,
    handler: async (request, reply) => {
      const visitor = ensureVisitor(request, reply);
      return ok(await respond(ctx, visitor, request.body, request.ip), CHAT_MESSAGES.responded);
    },
  });

  r.route({
    ...endpointRoute(endpoints.satisfaction),
    onRequest: messageLimit,
    handler: async (request, reply) => {
      const visitor = ensureVisitor(request, reply);
      const data = await submitSatisfaction(ctx, visitor, request.body, request.ip);
      return ok(data, data.escalated ? CHAT_MESSAGES.escalationRecorded : CHAT_MESSAGES.satisfactionRecorded);
    },
  });

  r.route({
    ...endpointRoute(endpoints.history),
    handler: async (request, reply) => {
      const visitor = visitorOf(request);
      const conversations = await visitorHistory(ctx, visitor, request.params.id);
      reply.header('cache-control', 'no-store');
      return ok({ visitor_id: visitor!.id, conversations });
    },
  });

  r.route({
    ...endpointRoute(endpoints.deleteSession),
    handler: async (request) => {
      await deleteSession(ctx, visitorOf(request), request.params.id);
      return ok({ session_id: request.params.id.toLowerCase() }, CHAT_MESSAGES.sessionDeleted);
    },
  });

  // Chatbot Analytics (the admin guard of platform/auth covers every /api/admin/ path).
  r.route({ ...endpointRoute(endpoints.conversations), handler: async (request) => ok(await listConversations(ctx.db, request.query)) });

  r.route({
    ...endpointRoute(endpoints.exportConversations),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, chatExport(ctx, request.query)),
  });

  r.route({ ...endpointRoute(endpoints.conversation), handler: async (request) => ok(await getConversation(ctx.db, request.params.id)) });

  r.route({ ...endpointRoute(endpoints.stats), handler: async () => ok(await chatStats(ctx.db)) });
}
