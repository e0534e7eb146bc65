# syntax=docker/dockerfile:1
# Production image of the shop: Node 24 LTS, Next.js standalone output, runs as a non-root user.
#   docker build -t kaitsuke .
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://… -e JWT_SECRET=… kaitsuke
# Without DATABASE_URL it runs on the embedded PGlite under /app/.data (mount a volume there to keep it).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN node scripts/prisma-generate.mjs && npx next build

# The job worker (`npm run worker`, docs/jobs.md) beside a shop started with JOBS_IN_PROCESS=0: the build stage
# keeps the sources and tsx it runs from.
#   docker build --target worker -t kaitsuke-worker .
FROM build AS worker
ENV NODE_ENV=production
RUN groupadd --system shop && useradd --system --gid shop --home /app shop
USER shop
CMD ["node_modules/.bin/tsx", "scripts/worker.ts"]

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system shop && useradd --system --gid shop --home /app shop \
  && mkdir -p /app/.data && chown shop:shop /app/.data
# The traced server (with the migrations it applies on start), then the browser assets it serves.
COPY --from=build --chown=shop:shop /app/.next/standalone ./
COPY --from=build --chown=shop:shop /app/.next/static ./.next/static
COPY --from=build --chown=shop:shop /app/public ./public
USER shop
EXPOSE 3000
VOLUME ["/app/.data"]
CMD ["node", "--max-semi-space-size=128", "server.js"]
