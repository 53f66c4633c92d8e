# syntax=docker/dockerfile:1
# One image for every role of the shop (issue 27): the command names the role.
#   docker run IMAGE            npm start's equivalent: migrate, worker and http in one process on
#                               the embedded database in /data (mount a volume there)
#   docker run IMAGE migrate    migrations, queues, schedules and start-up data, then exits
#   docker run IMAGE http       API and web app (needs DATABASE_URL)
#   docker run IMAGE worker     queue consumers, schedules and relays (needs DATABASE_URL)
# compose.yaml runs them all; docs/operations.md explains deploy, scale, backup and restore.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency (dev included), then the same `npm run build` as `npm start` ----
FROM ${NODE_IMAGE} AS build
# node-gyp (argon2's native build) needs python3, make and a C compiler.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The argon2 binding is compiled for the *build* machine's CPU only when asked
# (--build-arg ARGON2_NATIVE_BUILD=auto); off by default, so the image runs on any x86-64 with
# the package's prebuilt binary (scripts/build-argon2-simd.mjs, decision 0009).
ARG ARGON2_NATIVE_BUILD=off
ENV ARGON2_NATIVE_BUILD=${ARGON2_NATIVE_BUILD}
# Manifests first: the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY scripts/build-argon2-simd.mjs scripts/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/mesh/package.json packages/mesh/
COPY packages/mesh/bin packages/mesh/bin
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time setting of the web app (README: VITE_TAG_MANAGER_URL).
ARG VITE_TAG_MANAGER_URL=
ENV VITE_TAG_MANAGER_URL=${VITE_TAG_MANAGER_URL}
RUN npm run build \
 && mkdir -p node_modules/argon2/build

# ---- runtime: production dependencies and the built output only ----
FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it forwards SIGTERM/SIGINT to node (which then drains within
# SHUTDOWN_GRACE_MS) and reaps the analysis pool's child processes.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    ARGON2_NATIVE_BUILD=off \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
COPY scripts/build-argon2-simd.mjs scripts/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/mesh/package.json packages/mesh/
COPY packages/mesh/bin packages/mesh/bin
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# --omit=dev: no compiler, test or build tool in the image. The root postinstall runs and, with
# ARGON2_NATIVE_BUILD=off, keeps argon2's prebuilt binary; a binding compiled in the build stage
# (ARGON2_NATIVE_BUILD=auto there) is copied over it below with its CPU-flag marker, and the
# server falls back to the prebuilt binary on a CPU without that flag.
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force
COPY --from=build /app/node_modules/argon2/build node_modules/argon2/build
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/mesh/dist packages/mesh/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/content apps/api/content
COPY apps/api/assets apps/api/assets
COPY scripts/container-health.mjs scripts/data-backup.mjs scripts/lib.mjs scripts/
# The `node` image's unprivileged user (uid 1000); /data is its volume.
RUN mkdir -p /data /var/log/print-portal && chown node:node /data /var/log/print-portal
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/ready: the database and the queue answer. The worker role serves no HTTP: compose.yaml
# gives it `container-health.mjs worker` (its /metrics listener); migrate is a one-shot.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/container-health.mjs"]
ENTRYPOINT ["tini", "--", "node", "apps/api/dist/server.js"]
CMD ["all"]
