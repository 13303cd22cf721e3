// What reaches the origin: a proxy in front of the site server that counts each request by its
// method and URL before passing it on, so a test counts the origin's work without the cache's word.
import { createServer, request } from 'node:http';

/**
 * Starts the proxy to the server on `target`'s port; resolves once it listens.
 * @param {{ host: string, port: number }} target
 */
export function startCountingProxy(target) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  const server = createServer((incoming, outgoing) => {
    const key = `${incoming.method} ${incoming.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forwarded = request({ ...target, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    forwarded.once('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        host: '127.0.0.1',
        port: typeof address === 'object' && address ? address.port : 0,
        /** Requests that reached the origin for `method` and `url` (GET by default). */
        count: (url, method = 'GET') => counts.get(`${method} ${url}`) ?? 0,
        total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
        stop: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}
