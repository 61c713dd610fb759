# Playdeck's production image (docs/deploy.md): a build stage with the dev dependencies compiles the
# web site and the server; the runtime stage has the production dependencies only, runs as the
# unprivileged `node` user and reports healthy when /readyz does.
#   docker build -t playdeck .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… playdeck
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Production dependencies of the server and of the web app's server-rendering worker only.
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace=@playdeck/server --workspace=@playdeck/web --workspace=@playdeck/contract \
    && npm cache clean --force \
    && mkdir -p /app/data && chown node:node /app/data
COPY packages/contract/src packages/contract/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
USER node
EXPOSE 3000
# Ready = the database and Redis answer and the process is not shutting down (GET /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) shuts down gracefully: give it SHUTDOWN_TIMEOUT_MS (stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
