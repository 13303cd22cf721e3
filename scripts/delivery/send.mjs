// One HTTP request with exactly the headers given (fetch adds its own Accept-Encoding), and its
// whole answer, for the delivery tests.
import { request } from 'node:http';

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, localAddress?: string, body?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function send(url, { method = 'GET', headers = {}, localAddress, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.once('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.once('error', reject);
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}
