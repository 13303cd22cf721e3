// The browser tests' mail catcher listens on ports below Linux's ephemeral range (32768–60999):
// its defaults (54324, 54325, the Supabase CLI's) are inside it, where any outgoing connection may
// hold the port for a moment, and a mail catcher that finds its port taken does not start (a fresh
// clone's run on 2026-11-28 lost its five e-mail tests to that). The backend keeps 54321: its URL is
// compiled into the builds (docs/architecture/development.md, "Ports").
const e2eMailPorts = { MAIL_WEB_PORT: '25424', MAIL_SMTP_PORT: '25425' };

/** Sets them in `env` unless given: the Playwright config calls it, and `npm test` before it checks its ports. */
export function useE2eMailPorts(env = process.env) {
  for (const [variable, port] of Object.entries(e2eMailPorts)) env[variable] ||= port;
}
