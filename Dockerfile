# syntax=docker/dockerfile:1
# The multi-site server as one container: build with the production host names (they are
# baked into prerendered pages, and the server refuses to start with different ones), run
# behind a TLS-terminating reverse proxy (deploy/nginx) with TRUST_PROXY=true.
#
#   docker build -t multisite \
#     --build-arg SITE_HOSTS_SYMA=syma.example.com --build-arg SITE_HOSTS_FORUM=forum.example.org .
#   docker run -d -p 127.0.0.1:3000:3000 -v multisite-data:/data \
#     -e SESSION_SECRET=… -e TRUST_PROXY=true multisite

# Node 22: on Node 24.19 and later better-sqlite3 12 aborts when a statement is garbage-collected.
ARG NODE_IMAGE=node:22-bookworm-slim

# Dependencies, with the tools to compile better-sqlite3 for this Node version.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Exactly the lockfile's versions (it lists every platform's optional packages, so `npm ci` accepts it).
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG SITE_HOSTS_SYMA="" SITE_HOSTS_VAULT="" SITE_HOSTS_PEACE="" SITE_HOSTS_WRITING="" SITE_HOSTS_MORPHEME="" \
    SITE_HOSTS_FORUM="" SITE_HOSTS_POLITICAL="" SITE_HOSTS_LANGUAGES="" SITE_HOSTS_LOBBY="" SITE_HOSTS_TAX=""
ENV SITE_HOSTS_SYMA=$SITE_HOSTS_SYMA SITE_HOSTS_VAULT=$SITE_HOSTS_VAULT SITE_HOSTS_PEACE=$SITE_HOSTS_PEACE \
    SITE_HOSTS_WRITING=$SITE_HOSTS_WRITING SITE_HOSTS_MORPHEME=$SITE_HOSTS_MORPHEME SITE_HOSTS_FORUM=$SITE_HOSTS_FORUM \
    SITE_HOSTS_POLITICAL=$SITE_HOSTS_POLITICAL SITE_HOSTS_LANGUAGES=$SITE_HOSTS_LANGUAGES SITE_HOSTS_LOBBY=$SITE_HOSTS_LOBBY \
    SITE_HOSTS_TAX=$SITE_HOSTS_TAX
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# The standalone server only: no sources, no dev dependencies, no compilers.
FROM ${NODE_IMAGE} AS run
WORKDIR /app
ARG SITE_HOSTS_SYMA="" SITE_HOSTS_VAULT="" SITE_HOSTS_PEACE="" SITE_HOSTS_WRITING="" SITE_HOSTS_MORPHEME="" \
    SITE_HOSTS_FORUM="" SITE_HOSTS_POLITICAL="" SITE_HOSTS_LANGUAGES="" SITE_HOSTS_LOBBY="" SITE_HOSTS_TAX=""
# NEXT_MANUAL_SIG_HANDLE: the server's own shutdown ends chat streams and exits with 0 (lib/server/shutdown.ts).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data LOG_FORMAT=json \
    NEXT_MANUAL_SIG_HANDLE=1 \
    INTERN_MEDIA_DIRS=/app/media/intern \
    SITE_HOSTS_SYMA=$SITE_HOSTS_SYMA SITE_HOSTS_VAULT=$SITE_HOSTS_VAULT SITE_HOSTS_PEACE=$SITE_HOSTS_PEACE \
    SITE_HOSTS_WRITING=$SITE_HOSTS_WRITING SITE_HOSTS_MORPHEME=$SITE_HOSTS_MORPHEME SITE_HOSTS_FORUM=$SITE_HOSTS_FORUM \
    SITE_HOSTS_POLITICAL=$SITE_HOSTS_POLITICAL SITE_HOSTS_LANGUAGES=$SITE_HOSTS_LANGUAGES SITE_HOSTS_LOBBY=$SITE_HOSTS_LOBBY \
    SITE_HOSTS_TAX=$SITE_HOSTS_TAX
RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data && chown app:app /data && chmod 700 /data
# The application belongs to root and is read-only for the user that runs it: a hole in the
# server cannot change its own code. Only the data volume (database, outbox, secrets) is writable.
COPY --from=build /app/.next/standalone ./
# Videos of the internal area: served only to signed-in members, never from public/.
COPY --from=build /app/media ./media
# The operator's scripts (npm run auth:*), TypeScript that Node 22 runs as it is (it strips the
# types; lib/crypto/password-hash.ts says what those files may use):
#   docker exec -it <container> node scripts/hash-password.ts --site forum --user forum-members
#   docker exec <container> node scripts/accounts.ts grant --site forum --user alice
#   docker exec <container> node scripts/accounts.ts unlock --site forum [--user forum-members]
#   docker exec <container> node scripts/db-backup.ts /data/backup-$(date +%F).sqlite
COPY --from=build /app/scripts/hash-password.ts /app/scripts/accounts.ts /app/scripts/db-backup.ts ./scripts/
COPY --from=build /app/lib/db/engine.ts /app/lib/db/migrations.ts /app/lib/db/open.ts /app/lib/db/operator.ts \
     /app/lib/db/backup.ts /app/lib/db/keys.ts ./lib/db/
COPY --from=build /app/lib/env/database.ts /app/lib/env/files.ts /app/lib/env/source.ts ./lib/env/
COPY --from=build /app/lib/crypto/password-hash.ts ./lib/crypto/
RUN chmod -R go-w /app
USER app
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The V8 heap limit and the malloc arenas of `npm start` (package.json): V8 collects before the heap
# grows past it, and two malloc arenas instead of one per thread keep freed native memory (response
# buffers) from piling up; together they keep a busy server under 200 MiB (bench/memory.mjs); the
# live heap is ≈ 60 MiB.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=2", "server.js"]
