# The site as a container: Next's standalone server behind the request guard
# (.next/standalone/main.mjs), non-root, without dev dependencies.
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
# validate → next build → scripts after the first paint, compile hints → CSP hashes from the built HTML → complete the standalone folder.
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# HOSTNAME: Docker sets it to the container id, which the server would listen on.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --no-create-home site
# Only the traced production files Next copies into standalone (no npm, no dev dependencies, no sources).
COPY --from=build --chown=site:site /app/.next/standalone ./
USER site
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "main.mjs"]
