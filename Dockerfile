# The API serving the built shell and remotes, for a production-like run (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
# What node-gyp compiles native modules with (argon2, when its prebuilt binary cannot be loaded): build stage only.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build.mjs

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
# Liveness only: the process answers. Readiness (/api/health/ready: not stopping) is the balancer's check.
HEALTHCHECK --interval=5s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests in flight for up to SHUTDOWN_DRAIN_SECONDS before the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "services/dist/main.js"]
