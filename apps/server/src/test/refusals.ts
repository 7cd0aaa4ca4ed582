import type { InjectOptions } from 'fastify';
import { TEST_ORIGIN, type TestContext } from './context';
import type { Agent } from './http';

/** The Origin of a site that is not ours: the CSRF guard must refuse every unsafe call from it. */
export const OTHER_SITE = 'https://evil.example';

/**
 * A POST as a page on another site would send it: no session and the other site's Origin.
 * Without `ip` it comes from the default inject address, as the tests always sent it.
 */
export function postFromOtherSite(t: TestContext, url: string, payload: unknown, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: OTHER_SITE },
    payload: payload as Record<string, unknown>,
    ...(ip === undefined ? {} : { remoteAddress: ip }),
  });
}

/** A POST from our own site whose JSON body stops half way (`text`), so the parser must answer 400. */
export function postBrokenJson(t: TestContext, url: string, text: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: text,
  });
}

/** The signed-in agent's call, but sent as if from another site (its session cookie still goes). */
export function fromOtherSite(agent: Agent, options: InjectOptions) {
  return agent.inject({ ...options, headers: { ...options.headers, origin: OTHER_SITE } });
}

/** The signed-in agent's call from our own site but without its CSRF token (only the cookie). */
export function withoutCsrfToken(t: TestContext, agent: Agent, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, origin: TEST_ORIGIN, cookie: agent.cookie } });
}
