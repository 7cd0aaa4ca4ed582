// A small HTTP client for real server processes (test and drill code only): what a browser sends
// to a site behind a load balancer, aimed at one node at a time.

/** A signed-in browser: the session cookie and its CSRF token, valid on every node. */
export interface Session {
  cookie: string;
  csrf: string;
}

export interface CallOptions {
  json?: unknown;
  /** A raw body with its own content type (multipart). */
  body?: { payload: Buffer; headers: Record<string, string> };
  session?: Session;
  /** Leave the CSRF header out (to prove the check still applies on another node). */
  noCsrf?: boolean;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  /** The body as JSON; throws with the text when it is not JSON. */
  json<T = Record<string, unknown>>(): T;
}

/** One node's address and the site's public origin (PUBLIC_URL), which every write must carry. */
export class NodeClient {
  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    let body: string | Uint8Array | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body) {
      Object.assign(headers, options.body.headers);
      body = new Uint8Array(options.body.payload);
    }
    if (options.session) {
      headers.cookie = options.session.cookie;
      if (!options.noCsrf) headers['x-csrf-token'] = options.session.csrf;
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: res.status,
      headers: res.headers,
      text,
      bytes,
      json: <T>() => {
        try {
          return JSON.parse(text) as T;
        } catch {
          throw new Error(`${method} ${path}: not JSON (${res.status}): ${text.slice(0, 300)}`);
        }
      },
    };
  }

  /** Signs in through the real login route; the session is then usable on any node. */
  async signIn(email: string, password: string): Promise<Session> {
    const res = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { origin: this.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`login on ${this.baseUrl} failed: ${res.status} ${text}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!sid) throw new Error('login set no session cookie');
    return { cookie: sid.split(';')[0], csrf: (JSON.parse(text) as { csrf_token: string }).csrf_token };
  }
}
