// The small part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  /** Per-connection scratch object, reset before each round of `requests`. */
  type Context = Record<string, unknown>;
  interface Request {
    method?: string;
    path?: string;
    setupRequest?: (req: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context, headers?: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
