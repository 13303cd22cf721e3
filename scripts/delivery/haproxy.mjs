// HAProxy in front of three site servers, as the delivery tests run it (docs/architecture/operations.md,
// "Delivery tests"): Debian's haproxy with the repository's configuration (haproxy/fleet.cfg), in the
// foreground, on a free port, its admin socket in a working directory of its own.
import { connect } from 'node:net';
import { join } from 'node:path';
import { inWorkDir, startBackgroundProcess } from './background-process.mjs';
import { freePort } from './free-port.mjs';

// Debian puts haproxy in /usr/sbin, which a user's PATH may not list.
const haproxy = '/usr/sbin/haproxy';
const config = join(import.meta.dirname, 'haproxy', 'fleet.cfg');

/**
 * A command's answer on HAProxy's admin socket.
 * @param {string} socket
 * @param {string} command
 * @returns {Promise<string>}
 */
function ask(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => {
      answer += chunk.toString();
    });
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}

/**
 * Each server's row of `show stat` (its CSV), by server name: status (UP, DOWN…), hrsp_2xx, chkdown…
 * @param {string} csv
 * @returns {Record<string, Record<string, string>>}
 */
function serverRows(csv) {
  const [header = '', ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  return Object.fromEntries(
    rows
      .map((row) => Object.fromEntries(row.split(',').map((value, index) => [names[index], value])))
      .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
      .map((row) => [row.svname, row]),
  );
}

/**
 * Starts HAProxy in front of the site servers on `sitePorts` (three); resolves once its admin
 * socket answers.
 * @param {{ sitePorts: [number, number, number] }} options
 */
export function startHaproxy({ sitePorts }) {
  return inWorkDir('haproxy-', async (workDir) => {
    const socket = join(workDir, 'admin.sock');
    const port = await freePort();
    const env = {
      ...process.env,
      FLEET_DIR: workDir,
      FLEET_PORT: String(port),
      ...Object.fromEntries(sitePorts.map((sitePort, index) => [`SITE_${index + 1}_PORT`, String(sitePort)])),
    };
    const haproxyProcess = await startBackgroundProcess('haproxy', haproxy, ['-db', '-f', config], {
      env,
      answers: async () => (await ask(socket, 'show info')).includes('Name: HAProxy'),
    });
    return {
      url: `http://127.0.0.1:${port}`,
      /** Each server's counters and state, from the admin socket. */
      servers: async () => serverRows(await ask(socket, 'show stat')),
      output: haproxyProcess.output,
      onLine: haproxyProcess.onLine,
      stop: () => haproxyProcess.stop(),
    };
  });
}
