// Varnish in front of a site server, as the delivery tests run it (docs/architecture/operations.md, "Delivery
// tests"): Debian's varnishd with the repository's VCL (varnish/site.vcl), in the foreground, on a
// free port, with a working directory of its own that goes when it stops.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inWorkDir, startBackgroundProcess } from './background-process.mjs';
import { freePort } from './free-port.mjs';

const vclDir = join(import.meta.dirname, 'varnish');
// Debian puts varnishd in /usr/sbin, which a user's PATH may not list.
const varnishd = '/usr/sbin/varnishd';
const varnishstat = '/usr/bin/varnishstat';

/** The `origin` backend site.vcl includes: the site server's address. */
const originVcl = ({ host, port }) => `backend origin {\n  .host = "${host}";\n  .port = "${port}";\n  .first_byte_timeout = 30s;\n}\n`;

/**
 * Whether something answers HTTP on `port`: a purge without keys, which the VCL answers itself
 * (400), so the site server behind it is not asked.
 * @param {number} port
 */
function answersPurge(port) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method: 'PURGE', path: '/' }, (response) => {
      response.resume();
      resolve(response.statusCode === 400);
    });
    req.once('error', () => resolve(false));
    req.end();
  });
}

/**
 * Starts varnishd in front of `origin`; resolves once its VCL answers.
 * @param {{ origin: { host: string, port: number } }} options
 */
export function startVarnish({ origin }) {
  return inWorkDir('varnish-', async (workDir) => {
    writeFileSync(join(workDir, 'origin.vcl'), originVcl(origin));
    const port = await freePort();
    const args = [
      '-F',
      // Run as the user who starts it: as root, varnishd would hand the working directory to its own user.
      '-j',
      'none',
      '-n',
      workDir,
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      join(vclDir, 'site.vcl'),
      '-p',
      `vcl_path=${workDir}:${vclDir}`,
      '-s',
      'malloc,64m',
    ];
    const varnishProcess = await startBackgroundProcess('varnishd', varnishd, args, { answers: () => answersPurge(port) });
    return {
      url: `http://127.0.0.1:${port}`,
      /** Its counters (varnishstat), by name: MAIN.backend_req, MAIN.cache_hit… */
      async counters() {
        const { stdout } = await promisify(execFile)(varnishstat, ['-n', workDir, '-1', '-j']);
        const counters = JSON.parse(stdout).counters;
        return Object.fromEntries(Object.entries(counters).map(([name, { value }]) => [name, value]));
      },
      stop: () => varnishProcess.stop(),
    };
  });
}
