import path from "node:path";
import { env } from "@/lib/env";
import { getDb, getSqlRunner } from "./client";
import { applyMigrations } from "./migrate";
import type { SqlRunner } from "./sql-runner";

let prepared: Promise<void> | undefined;

/** Beside the migrations' lock (lib/db/migrate.ts, 72707369), for the demo seed. */
const DEMO_SEED_LOCK = 72707370;

/**
 * Runs the demo seed holding a lock of the database's: two shops starting at once on an empty database
 * (docker compose with two shop replicas) would otherwise both find no demo seller and both seed — the
 * slower one then fails on a unique key half-way, leaves "+seeding-" accounts behind, and its instrumentation
 * hook having failed, answers 500 to every request (docs/instances.md "Found"). Under the lock the second
 * waits and then finds the demo seeded. `runner` holds the lock: one connection, as advisory locks are per
 * session.
 */
export async function seedUnderLock<T>(runner: SqlRunner, seed: () => Promise<T>): Promise<T> {
  await runner.query(`SELECT pg_advisory_lock($1)`, [DEMO_SEED_LOCK]);
  try {
    return await seed();
  } finally {
    await runner.query(`SELECT pg_advisory_unlock($1)`, [DEMO_SEED_LOCK]);
  }
}

/** Migrates the database (and seeds demo data when DEMO_SEED is on). Runs once per process. */
export function prepareDatabase(): Promise<void> {
  prepared ??= (async () => {
    const runner = await getSqlRunner();
    try {
      const applied = await applyMigrations(runner, path.join(process.cwd(), "prisma", "migrations"));
      if (applied.length) console.info(`[db] applied migrations: ${applied.join(", ")}`);
      if (env().DEMO_SEED) {
        const { seedDemo } = await import("@/lib/seed/demo");
        const { created } = await seedUnderLock(runner, () => seedDemo(getDb()));
        if (created) console.info("[db] demo data seeded (demo@example.com / Demo1234)");
      }
    } finally {
      await runner.close();
    }
  })();
  return prepared;
}
