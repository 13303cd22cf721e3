import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Headers sent with every answer, beside the Content-Security-Policy. The README lists them for a production host. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const plugin: FastifyPluginAsync<{ policy: () => string }> = async (app, { policy }) => {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    // A feed picture sends its own, stricter policy (feed-images.ts).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy());
  });
};

/** The security headers and the site's Content-Security-Policy (content-security-policy.ts) on every answer. */
export const securityHeadersOnEveryAnswer = fp(plugin, { name: 'security-headers', fastify: '5.x' });
