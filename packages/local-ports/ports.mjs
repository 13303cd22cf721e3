// The local ports, one variable each (docs/architecture/development.md, "Ports"). Plain JavaScript, so that the
// scripts run by Node, the Vite configs and the Playwright config all read the same figures.
import { createServer } from 'node:net';

/** @typedef {'marketing' | 'pricing' | 'resources' | 'contact'} RemoteName */
/** @typedef {Record<string, string | undefined>} Env */

/** @type {readonly RemoteName[]} */
export const remoteNames = ['marketing', 'pricing', 'resources', 'contact'];

/** @satisfies {Record<string, { fallback: number, what: string }>} */
const settings = {
  SITE_PORT: { fallback: 4173, what: 'the site (npm start, npm test)' },
  BACKEND_PORT: { fallback: 54321, what: 'the local backend' },
  DEV_PORT: { fallback: 5173, what: "pnpm dev's shell" },
  PREVIEW_PORT: { fallback: 5001, what: "the remotes' previews (this one and the next three)" },
  MAIL_WEB_PORT: { fallback: 54324, what: "the mail catcher's web page and API" },
  MAIL_SMTP_PORT: { fallback: 54325, what: "the mail catcher's SMTP server" },
};

/**
 * @param {keyof typeof settings} variable
 * @param {Env} [env]
 */
function portFrom(variable, env = process.env) {
  const given = env[variable];
  if (given === undefined || given === '') return settings[variable].fallback;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable}=${given} is not a port number (1–65535).`);
  return port;
}

/** @param {Env} [env] */
export const sitePort = (env = process.env) => portFrom('SITE_PORT', env);
/** @param {Env} [env] */
export const backendPort = (env = process.env) => portFrom('BACKEND_PORT', env);
/** @param {Env} [env] */
export const devShellPort = (env = process.env) => portFrom('DEV_PORT', env);
/** @param {Env} [env] */
export const mailWebPort = (env = process.env) => portFrom('MAIL_WEB_PORT', env);
/** @param {Env} [env] */
export const mailSmtpPort = (env = process.env) => portFrom('MAIL_SMTP_PORT', env);
/**
 * @param {RemoteName} remote
 * @param {Env} [env]
 */
export const previewPort = (remote, env = process.env) => portFrom('PREVIEW_PORT', env) + remoteNames.indexOf(remote);

/**
 * The local backend's URL: VITE_SUPABASE_URL when given, else the backend on BACKEND_PORT.
 * @param {Env} [env]
 */
export function backendUrl(env = process.env) {
  return (env.VITE_SUPABASE_URL || `http://127.0.0.1:${backendPort(env)}`).replace(/\/$/, '');
}

/** @param {number} port @returns {Promise<boolean>} */
function isFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * The one line to print for each of these ports that something else holds, empty when all are
 * free. `command` is what the reader ran, for the example.
 * @param {(keyof typeof settings)[]} variables
 * @param {string} command
 */
export async function takenPorts(variables, command) {
  const lines = [];
  for (const variable of variables) {
    const port = portFrom(variable);
    // The previews take four ports in a row.
    const ports = variable === 'PREVIEW_PORT' ? remoteNames.map((_, i) => port + i) : [port];
    for (const candidate of ports) {
      if (await isFree(candidate)) continue;
      lines.push(
        `Port ${candidate} (${settings[variable].what}) is taken: run with another, e.g. ${variable}=${port + 10} ${command}; ` +
          `to see what holds it: ss -ltnp 'sport = :${candidate}' (or lsof -i :${candidate}).`,
      );
      break;
    }
  }
  return lines;
}
