# One image runs the API, the web build and the analysis workers (DESIGN.md "Shape").
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
EXPOSE 3000
# Memory (DESIGN.md "Performance budgets": server RSS ≤ 400 MB while analysing a 100-page contract):
# two malloc arenas instead of one per thread (memory freed by the PDF and OCR worker threads stayed
# in their arenas: 620 → 450 MB after a 106-page analysis), and a 4 MB young generation (V8's
# default grows to 16 MB per semi-space): ~50 MB less at idle and while analysing, same CPU time.
# Not --heap-growing-percent=20: it brings the 106-page analysis to 400 MB (from 443), but the extra
# full collections took API p95 latency from 10-13 ms to 44-62 ms (`npm run bench -- pipeline api`).
ENV MALLOC_ARENA_MAX=2
# The bundled server (`npm run build` made it): no TypeScript loader in the process, ~65 MB less RSS.
CMD ["node", "--max-semi-space-size=4", "dist/server/serve.mjs"]
