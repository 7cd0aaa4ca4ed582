// A local stand-in for the TLS proxy a production site sits behind (deploy/Caddyfile): it ends TLS
// with the given certificate, passes each request on to the app with X-Forwarded-For/-Proto/-Host
// (the app runs with TRUST_PROXY=loopback, as behind Caddy), and answers plain HTTP with a 308 to the
// same URL over https, as Caddy's automatic HTTPS does.
//
// Both speak on ONE port: the first byte of a connection tells a TLS handshake (0x16) from a plain
// HTTP request. The scanner asks for http://HOST/ and https://HOST/ of the host it is given, and
// with a `localhost:PORT/path` argument both land on PORT; on a production site they are ports 80
// and 443. With port 443 the front also listens on 80, so `localhost` alone scans exactly like a
// real site (that needs root).
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const TLS_HANDSHAKE = 0x16;

/** Request headers a proxy must not pass on (RFC 9110 §7.6.1: connection-specific). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Listens first and learns where to forward later (`forwardTo(baseURL)`, the app's plain-HTTP
 * address), because the app must be told its public URL, port included, when it starts.
 * @param {{ key: string, cert: string, port?: number }} options `port`: 0 (the default) for a free one
 * @returns {Promise<{ port: number, origin: string, forwardTo: (baseURL: string) => void, stop: () => Promise<void> }>}
 */
export async function startTlsFront({ key, cert, port = 0 }) {
  let upstream;
  let origin = '';

  const forward = (req, res) => {
    if (!upstream) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Not ready');
      return;
    }
    const headers = {
      ...withoutHopByHop(req.headers),
      'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': req.headers.host ?? new URL(origin).host,
    };
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    });
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(out);
  };
  // The redirect goes to our own origin, never to whatever Host the request named.
  const redirect = (req, res) => {
    res.writeHead(308, { location: origin + req.url, 'content-type': 'text/plain' });
    res.end();
  };

  const tlsServer = https.createServer({ key, cert }, forward);
  const plainServer = http.createServer(redirect);
  const sockets = new Set();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? tlsServer : plainServer).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });

  const bound = await listen(front, port, '127.0.0.1');
  origin = bound === 443 ? 'https://localhost' : `https://localhost:${bound}`;
  const extra = [];
  if (bound === 443) {
    const port80 = http.createServer(redirect);
    await listen(port80, 80, '127.0.0.1');
    extra.push(port80);
  }

  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    tlsServer.closeAllConnections();
    plainServer.closeAllConnections();
    for (const server of extra) server.closeAllConnections();
    await Promise.all([front, ...extra].map((server) => new Promise((resolve) => server.close(() => resolve()))));
  };
  const forwardTo = (baseURL) => {
    upstream = new URL(baseURL);
  };
  return { port: bound, origin, forwardTo, stop };
}
