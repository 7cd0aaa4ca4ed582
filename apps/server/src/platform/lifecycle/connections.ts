import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * How long a connection that carries no request is kept once a stop begins. A request a client
 * has just sent on a kept-alive connection may be on the wire or in the socket's buffer, not yet
 * read: closing at once reset it (50 of 50 in issue 30), and the client could not know whether
 * its POST had happened. Within this time it is read and answered with `Connection: close`.
 */
export const IDLE_GRACE_MS = 500;

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
 * `drain()` closes the first kind once it has stayed idle for IDLE_GRACE_MS, and makes every
 * response sent from then on carry `Connection: close`, so Node ends the connection once the
 * response has gone.
 */
export class ConnectionTracker {
  private readonly sockets = new Map<Socket, SocketState>();
  private draining = false;

  constructor(
    private readonly server: Server,
    private readonly idleGraceMs = IDLE_GRACE_MS,
  ) {
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
      // its client may send the next request on it at once, so it closes only if it stays idle.
      if (this.draining && state.responses.size === 0) this.closeIfStillIdle(socket, state);
    });
  }

  private isIdle(socket: Socket, state: SocketState): boolean {
    return state.responses.size === 0 && socket.bytesRead === state.readWhenIdle;
  }

  /**
   * Ends the connection after the grace time unless a request arrived on it meanwhile (that one
   * is answered with `Connection: close`, and Node ends the connection after it). End, not
   * destroy: what is still buffered is sent first, and a request already sent is not reset.
   */
  private closeIfStillIdle(socket: Socket, state: SocketState): void {
    const timer = setTimeout(() => {
      if (!socket.destroyed && this.isIdle(socket, state)) socket.end();
    }, this.idleGraceMs);
    timer.unref();
  }

  /** Connections open now (for tests and logs). */
  get size(): number {
    return this.sockets.size;
  }

  /**
   * Stops accepting connections, closes those that carry no request once they have stayed idle
   * for the grace time, and asks the others to close after their response. Resolves once every connection has closed (the caller bounds the wait,
   * see `closeAll`).
   */
  drain(): Promise<void> {
    this.draining = true;
    const closed = new Promise<void>((resolve) => {
      // The listener only: http.Server#close would also destroy at once every connection Node
      // thinks idle, resetting a request that was sent but not yet read. Those are ours to close.
      // An error here only says the server was not listening (an app never started): nothing to wait for.
      net.Server.prototype.close.call(this.server, () => resolve());
    });
    for (const [socket, state] of this.sockets) {
      if (this.isIdle(socket, state)) {
        this.closeIfStillIdle(socket, state);
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
