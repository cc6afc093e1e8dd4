# The app image, in two stages (docs/operations.md, "The image").
# build: every dependency (Vite, esbuild, the TypeScript tools), then `npm run build`: the client, its
#   server-rendering bundle and the compiled server, all in dist/.
# runtime: production dependencies only and the built dist/, run by plain `node` as the unprivileged `node` user.
#   No build tool (Vite, esbuild, tsx) is installed or run there. PostgreSQL comes from DATABASE_URL
#   (docker-compose.yml starts one); without it the embedded PostgreSQL under DATA_DIR is used.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# glibc's malloc as `npm run serve` sets it: fewer per-thread arenas, large blocks given back (docs/operations.md#memory).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--heap-growing-percent=30", "dist/server/index.js"]
