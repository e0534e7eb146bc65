import path from "node:path";
import { env } from "@/lib/env";
import { getDb, getSqlRunner } from "./client";
import { applyMigrations } from "./migrate";

let prepared: Promise<void> | undefined;

/** Migrates the database (and seeds demo data when DEMO_SEED is on). Runs once per process. */
export function prepareDatabase(): Promise<void> {
  prepared ??= (async () => {
    const runner = await getSqlRunner();
    try {
      const applied = await applyMigrations(runner, path.join(process.cwd(), "prisma", "migrations"));
      if (applied.length) console.info(`[db] applied migrations: ${applied.join(", ")}`);
    } finally {
      await runner.close();
    }
    if (env().DEMO_SEED) {
      const { seedDemo } = await import("@/lib/seed/demo");
      const { created } = await seedDemo(getDb());
      if (created) console.info("[db] demo data seeded (demo@example.com / Demo1234)");
    }
  })();
  return prepared;
}
