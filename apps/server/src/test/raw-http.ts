import net from 'node:net';

/**
 * One HTTP/1.1 connection written byte by byte, for what `inject` cannot show: whether the server
 * answers before the client has sent the whole body, and how the connection ends.
 */
export interface RawConnection {
  /** Writes and resolves once the bytes are handed to the kernel (false: the server closed). */
  write(bytes: string | Buffer): Promise<boolean>;
  /** Everything received so far. */
  received(): string;
  /** Resolves with everything received once the server has closed the connection. */
  closed: Promise<string>;
  /** Resolves once a whole response head has arrived (its status line and headers). */
  head: Promise<string>;
  /** A socket error the connection met (ECONNRESET, say), if any. */
  error(): NodeJS.ErrnoException | undefined;
  destroy(): void;
}

export function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let data = '';
    let failure: NodeJS.ErrnoException | undefined;
    let gotHead!: (head: string) => void;
    const head = new Promise<string>((r) => (gotHead = r));
    const closed = new Promise<string>((r) => socket.once('close', () => r(data)));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end >= 0) gotHead(data.slice(0, end));
    });
    socket.on('error', (err) => (failure = err));
    socket.once('connect', () =>
      resolve({
        write: (bytes) =>
          new Promise((done) => {
            if (socket.destroyed || socket.writableEnded) return done(false);
            socket.write(bytes, (err) => done(!err));
          }),
        received: () => data,
        closed,
        head,
        error: () => failure,
        destroy: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

/** Rejects when `promise` has not settled within `ms` (a server still waiting for the body, say). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One chunk of a `Transfer-Encoding: chunked` body. */
export function chunk(bytes: string | Buffer): Buffer {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return Buffer.concat([Buffer.from(`${buf.length.toString(16)}\r\n`), buf, Buffer.from('\r\n')]);
}

/** The status code of a raw response head. */
export function statusOf(head: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
}
