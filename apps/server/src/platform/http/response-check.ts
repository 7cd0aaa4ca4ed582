import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Answers go out as JSON.stringify of what the handler returned (ADR 0031): a response schema
 * neither strips a field nor costs a parse per request, so a page of 100,000 homes' search pays
 * nothing for it. The schema is used by /api/docs and by this check.
 */
export const plainSerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/**
 * Outside production (tests, `npm run dev`) every answer with a response schema is checked on
 * the wire: the JSON sent must parse with the schema and carry no field the schema does not name,
 * else the request fails with a 500 that names the first difference. A mismatch between the
 * contract and the server is then a failing integration test, never a silent one.
 */
export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode];
    if (!(schema instanceof z.ZodType) || typeof payload !== 'string') return payload;
    const sent: unknown = JSON.parse(payload);
    const parsed = schema.safeParse(sent);
    const problem = parsed.success
      ? unnamedField(sent, parsed.data, '')
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    if (problem) throw new Error(`The answer of ${request.method} ${request.routeOptions.url} breaks its contract: ${problem}`);
    return payload;
  });
}

/** The first path present in what was sent but dropped by the schema's parse (a field it does not name). */
function unnamedField(sent: unknown, kept: unknown, path: string): string | undefined {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (let i = 0; i < sent.length; i++) {
      const found = unnamedField(sent[i], kept[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(sent) || !isObject(kept)) return undefined;
  for (const key of Object.keys(sent)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return `${at} is not in the schema`;
    const found = unnamedField(sent[key], kept[key], at);
    if (found) return found;
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
