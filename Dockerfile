# The site on Node 20; docker-compose.yml runs it against its own PostgreSQL.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
RUN npm run build
# inside a container the site listens on every interface (outside one it defaults to 127.0.0.1)
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "dist/src/index.js"]
