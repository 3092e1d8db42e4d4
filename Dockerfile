# One image runs the API, the web build and the analysis workers (DESIGN.md "Shape").
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/server.ts"]
