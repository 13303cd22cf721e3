# syntax=docker/dockerfile:1
# The site server and every app's build, in one image: one container serves the whole site, as
# `npm start` does (README.md, "Production": several behind a CDN and a balancer). At the repository's
# root because the build reads the whole workspace (every app, the shared packages, the lockfile).
#
#   docker build -t staycompliant-site .
#   docker run -p 4173:4173 --env-file site.env staycompliant-site
#
# One image for every environment: no build holds an environment's value, and each container reads
# its configuration (SITE_URL, SUPABASE_URL, SUPABASE_ANON_KEY, the links, the brand: README.md,
# "Configuration") from its environment as it starts (docs/architecture/operations.md, "Configuration at run time").

FROM node:20-bookworm-slim AS build
# git: each build hashes its inputs as `git ls-files` lists them (scripts/build/build-inputs.mjs); here
# in a repository made for the build, whose untracked files are the context less .gitignore's.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends git \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /repo

# The pinned pnpm (package.json's packageManager), installed the repository's way, and the packages the
# lockfile names: a layer that stays while only source files change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY scripts/run-pnpm.mjs scripts/run-pnpm.mjs
COPY scripts/setup/pnpm-runtime.mjs scripts/setup/pnpm-runtime.mjs
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
  node scripts/run-pnpm.mjs fetch

COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
  git init -q \
  && node scripts/run-pnpm.mjs install --frozen-lockfile --offline

# The shell, the four remotes (browser and server bundles) and the site server; not the dev backend.
RUN node scripts/run-pnpm.mjs --filter shell --filter "mfe-*" --filter @staycompliant/site-server build

# What runs, in /out as it will be in /app: the site server with its production dependencies only
# (pnpm deploy, workspace packages copied in), every app's dist/ (each a symlink to its build here,
# copied as files), and in /app/node_modules the shell's production dependencies, which its server
# bundle and the remotes' import by name (react, react-dom, sonner:
# packages/site-server/src/ssr/shared-modules-hook.ts), for the builds in place and for a release
# environment mounted under /app alike.
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
  node scripts/run-pnpm.mjs --filter @staycompliant/site-server deploy --prod --legacy /out/packages/site-server \
  && find /out/packages/site-server -mindepth 1 -maxdepth 1 ! -name node_modules ! -name package.json -exec rm -rf {} + \
  && cp -rL packages/site-server/dist /out/packages/site-server/dist \
  && node scripts/run-pnpm.mjs --filter shell deploy --prod --legacy /tmp/shell \
  && for app in shell mfe-contact mfe-marketing mfe-pricing mfe-resources; do \
    mkdir -p "/out/$app" && cp -rL "$app/dist" "/out/$app/dist"; \
  done \
  && mv /tmp/shell/node_modules /out/node_modules

FROM node:20-bookworm-slim AS runtime
# tini as PID 1: it passes SIGTERM and SIGINT on to node, which drains and exits 0 (docs/architecture/operations.md,
# "Health, readiness and drain"), and reaps what exits.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  PORT=4173 \
  SITE_HOST=0.0.0.0 \
  SITE_METRICS_PORT=9464 \
  SITE_METRICS_HOST=0.0.0.0
WORKDIR /app
# Owned by root, read by the node user: the server writes nothing to its own files.
COPY --from=build /out/ ./
USER node
# The site; /metrics on a port of its own, for the scraper only (never published to the balancer).
EXPOSE 4173 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`, { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "packages/site-server/dist/cli.js"]
