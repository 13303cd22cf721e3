import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on `port` (0: a free one) and `host`; resolves with the port it got. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Closes the server and every connection it holds. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The host (and port) of each comma-separated origin that parses as a URL. */
export function hostsOf(origins: string): string[] {
  return origins
    .split(',')
    .map((origin) => {
      try {
        return new URL(origin.trim()).host;
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}
