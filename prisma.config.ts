// Prisma CLI configuration. The app itself connects through @prisma/adapter-pg (src/db/client.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/slipstream' },
});
