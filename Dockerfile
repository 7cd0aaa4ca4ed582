# syntax=docker/dockerfile:1
# Rentfront in one image: the embedded site (PGlite, uploads and the PII key file in /data) or a
# fleet node (DATABASE_URL, REDIS_URL, STORAGE=s3, PII_KEY). docs/deploy.md explains both.
#
#   docker build -t rentfront .
#   docker run -d --name rentfront -p 3000:3000 -v rentfront-data:/data --stop-timeout 40 rentfront
#
# Debian (glibc) rather than Alpine: sharp and @node-rs/argon2 ship prebuilt linux-x64/arm64 glibc
# binaries, which npm picks from the lockfile for the platform it runs on.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the web app (apps/web/dist) and the server bundle (apps/server/dist)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests alone first, so the npm ci layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- deps: the server's production dependencies only (the web app is static files by now)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace @rentfront/server --no-audit --no-fund && npm cache clean --force

# ---- runtime: what apps/server/dist/main.js reads at run time, nothing else
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
# The server finds its folder by this package.json (name @rentfront/server, "type": "module"),
# its migrations in src/db/migrations and the web app in ../web/dist.
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR belongs to the unprivileged user; a new named volume copies this ownership.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

# Liveness: the process answers. A first start of the embedded site migrates and draws the demo
# pictures, hence the long start period. Load balancers use the readiness check instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The server itself is PID 1 (not npm, not scripts/start.mjs): SIGTERM from `docker stop` reaches
# it directly and it shuts down cleanly (finishes requests in flight, closes the database).
# start.mjs would add a second process and rebuild from sources that are not in this image.
# It drains for at most 10 s and gives up (exit 1) after 30 s; let Docker wait longer than that:
# docker stop --time 40, compose stop_grace_period: 40s (Docker's default is 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
