import { defineConfig } from "prisma/config";

// DATABASE_URL is read with a fallback: `prisma generate` must work without it
// (the shop itself defaults to embedded PGlite and migrates on start).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
