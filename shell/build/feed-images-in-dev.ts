import { feedImagePath, feedImageRequest } from '@staycompliant/contracts/feed-image';
import { createSiteConfig } from '@staycompliant/site-config/from-env';
import { buildEnv } from '@staycompliant/vite-config';
import type { Plugin } from 'vite';

/**
 * What `pnpm dev`'s server answers to a request for `/feed-images?src=…`: a redirect to the picture
 * when `src` is an allowed one (the site server's own rule, packages/contracts/src/feed-image.mjs),
 * else the site server's refusal. `undefined` for any other path.
 */
export function devFeedImageAnswer(
  requestUrl: string,
  origins: readonly string[],
): { status: 302 | 400 | 414; location?: string } | undefined {
  const url = new URL(requestUrl, 'http://dev.invalid');
  if (url.pathname !== feedImagePath) return undefined;
  const picture = feedImageRequest(url.search.slice(1), origins);
  return typeof picture === 'number' ? { status: picture } : { status: 302, location: picture.href };
}

/**
 * `/feed-images` on the shell's dev server, which has no site server in front of it
 * (docs/architecture/development.md, "The daily loop"): the browser is sent to the picture itself, so the
 * feed's cards show their pictures; the fetching, its bounds and its cache are the site server's
 * (packages/site-server/src/feed-images.ts), which `npm start` and the browser tests exercise.
 */
export function feedImagesInDev(): Plugin {
  let origins: readonly string[] = [];
  return {
    name: 'staycompliant:feed-images-in-dev',
    apply: 'serve',
    configResolved(config) {
      origins = createSiteConfig(buildEnv(config.mode, config.envDir || config.root), 'VITE_').feed.imageOrigins;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const answer = devFeedImageAnswer(request.url ?? '/', origins);
        if (!answer) return next();
        response.statusCode = answer.status;
        response.setHeader('Cache-Control', 'no-store');
        if (answer.location) response.setHeader('Location', answer.location);
        response.end();
      });
    },
  };
}
