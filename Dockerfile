# The site as a container: the project's server (.next/site-server.mjs: Next's
# custom-server API behind the request guard), non-root, without dev dependencies.
#   docker build -t hearth-site --build-arg PUBLIC_BASE_URL=https://www.example.com .
#   docker run -p 3000:3000 --env-file production.env hearth-site
# See docs/deployment.md for the variables and for running several instances.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are not needed to build (no native addons are compiled).
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The public address is baked into canonical links, Open Graph and the sitemap.
ARG PUBLIC_BASE_URL
ENV PUBLIC_BASE_URL=${PUBLIC_BASE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# validate → next build → the post-build stage (contract, scripts after the first paint, compile hints, page manifest)
# → bundle the server.
RUN npm run build

# The built project with its production dependencies only. At start Next reads next.config.ts, which reads
# pages-config/site.json through services/config, so the sources stay beside the build.
FROM build AS pruned
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache tests docs

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# HOSTNAME: Docker sets it to the container id, which the server would listen on.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --no-create-home site
COPY --from=pruned --chown=site:site /app ./
USER site
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", ".next/site-server.mjs"]
