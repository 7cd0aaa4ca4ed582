import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A portal form posted by a browser without JavaScript (issue 32; ADR 0035). The portal's forms
 * are sent by the app (JSON with the resident session's CSRF token), so a plain form post cannot
 * be acted on; the forms say `method="post"` so what was typed (an e-mail, a password) never lands
 * in the address, and the post is answered by sending the browser back to the page it came from
 * (303, nothing kept), whose notice says plainly that the portal needs JavaScript.
 */
export async function residentNoScriptPosts(app: FastifyInstance): Promise<void> {
  const back = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(request.url.split('?')[0]!, 303);
  app.post('/resident', back);
  app.post('/resident/*', back);
}
