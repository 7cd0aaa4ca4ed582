import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ChatReply } from '@rentfront/shared';
import { bookingTypes } from '../../db/schema';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { createProperty, type PropertyInsert } from '../../test/factories/property';
import { VISITOR_COOKIE } from './visitor';

/** Factories and a chat client for the chatbot integration tests. */

/** A home the assistant can find: the search facts are required, the rest reads like a listing. */
export function insertProperty(
  t: TestContext,
  values: Partial<PropertyInsert> & { title: string; city: string; price: number; bedrooms: number },
) {
  return createProperty(t, {
    description: `${values.title} is a lovely home close to shops and parks.`,
    deposit: values.price,
    petPolicy: 'cats-allowed',
    leaseTerm: 12,
    ...values,
  });
}

export async function insertBookingType(t: TestContext, title = 'Self-guided tour') {
  const [row] = await t.app.ctx.db
    .insert(bookingTypes)
    .values({ title, description: 'Tour the home on your own', bookingPageUrl: 'https://tidycal.com/rentfront/tour', durationMinutes: 30 })
    .returning();
  return row;
}

let ipCounter = 0;

/** A browser using the chat: keeps its visitor cookie and has its own IP (own rate-limit counter). */
export class ChatClient {
  cookie: string | undefined;
  readonly ip: string;

  constructor(
    private readonly t: TestContext,
    ip?: string,
  ) {
    ipCounter += 1;
    this.ip = ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { origin: TEST_ORIGIN, ...(this.cookie ? { cookie: this.cookie } : {}), ...(options.headers ?? {}) },
    });
    const set = res.cookies.find((c) => c.name === VISITOR_COOKIE);
    if (set) this.cookie = `${VISITOR_COOKIE}=${set.value}`;
    return res;
  }

  async start(body: Record<string, unknown> = {}): Promise<ChatReply> {
    const res = await this.inject({ method: 'POST', url: '/api/chatbot/start', payload: body });
    if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }

  respondRaw(sessionId: string, text: string) {
    return this.inject({ method: 'POST', url: '/api/chatbot/respond', payload: { session_id: sessionId, user_response: text } });
  }

  async say(sessionId: string, text: string): Promise<ChatReply> {
    const res = await this.respondRaw(sessionId, text);
    if (res.statusCode !== 200) throw new Error(`respond failed: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }

  satisfaction(sessionId: string, is_satisfied: boolean, feedback?: string) {
    return this.inject({ method: 'POST', url: '/api/chatbot/satisfaction', payload: { session_id: sessionId, is_satisfied, feedback } });
  }
}
