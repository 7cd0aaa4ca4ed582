import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface SocketState {
  /** Requests on this socket whose responses have not finished (more than one when pipelined). */
  responses: Set<ServerResponse>;
  /** `socket.bytesRead` when its last response finished: more read since means a request is arriving. */
  readWhenIdle: number;
}

/**
 * Knows what each connection of the HTTP server is doing, so a stop can end the connections that
 * carry nothing at once and let the others finish their request.
 *
 * Node's `server.close()` (which Fastify's `close()` calls) closes only the keep-alive connections
 * that are idle at that moment. Two kinds stay open and hold the close until the drain time cuts
 * them (measured in issue 16: every SIGTERM took the full 10 s):
 * - a connection opened but with no request yet (browsers and load balancers open them ahead):
 *   Node counts it as active until its first request arrives or its headers time out (60 s);
 * - a connection whose request was in flight: its response goes out with `Connection: keep-alive`
 *   and it then sits idle until its keep-alive timeout (72 s).
 * `drain()` closes the first kind, and makes every response sent from then on carry
 * `Connection: close`, so Node ends the connection once the response has gone.
 */
export class ConnectionTracker {
  private readonly sockets = new Map<Socket, SocketState>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, { responses: new Set(), readWhenIdle: 0 });
      socket.once('close', () => this.sockets.delete(socket));
    });
    // Before Fastify's own listener, so a response is known (and marked) before anything is written.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.onRequest(req.socket, res));
  }

  private onRequest(socket: Socket, res: ServerResponse): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    state.responses.add(res);
    if (this.draining && !res.headersSent) res.setHeader('connection', 'close');
    res.once('close', () => {
      state.responses.delete(res);
      state.readWhenIdle = socket.bytesRead;
      // A response whose headers were already out when the drain began went with keep-alive:
      // end its connection now (end, not destroy: what is still buffered is sent first).
      if (this.draining && state.responses.size === 0 && !socket.destroyed) socket.end();
    });
  }

  /** Connections open now (for tests and logs). */
  get size(): number {
    return this.sockets.size;
  }

  /**
   * Stops accepting connections, closes those that carry no request, and asks the others to close
   * after their response. Resolves once every connection has closed (the caller bounds the wait,
   * see `closeAll`).
   */
  drain(): Promise<void> {
    this.draining = true;
    const closed = new Promise<void>((resolve) => {
      // An error here only says the server was not listening (an app never started): nothing to wait for.
      this.server.close(() => resolve());
    });
    for (const [socket, state] of this.sockets) {
      if (state.responses.size === 0 && socket.bytesRead === state.readWhenIdle) {
        socket.destroy();
        continue;
      }
      for (const res of state.responses) if (!res.headersSent) res.setHeader('connection', 'close');
    }
    return closed;
  }

  /** Cuts every connection, finished or not: the end of the drain time. */
  closeAll(): void {
    for (const socket of this.sockets.keys()) socket.destroy();
  }
}
