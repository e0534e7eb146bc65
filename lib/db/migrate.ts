import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

/** Same lock id Prisma's migrate holds, so the shop and `prisma migrate deploy` never race. */
const PRISMA_MIGRATE_LOCK = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type Row = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

export type MigrationFile = { name: string; sql: string; checksum: string };

export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name, "migration.sql"));
      return {
        name,
        sql: bytes.toString("utf8"),
        checksum: createHash("sha256").update(bytes).digest("hex"),
      };
    }),
  );
}

/**
 * Applies prisma/migrations the way `prisma migrate deploy` does and records them in
 * `_prisma_migrations`, so Prisma's own tooling agrees with the result. Returns applied names.
 */
export async function applyMigrations(runner: SqlRunner, dir: string): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await runner.query(`SELECT pg_advisory_lock($1)`, [PRISMA_MIGRATE_LOCK]);
  try {
    await runner.exec(CREATE_TABLE);
    const rows = await runner.query<Row>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const failed = rows.find((r) => !r.finished_at && !r.rolled_back_at);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier; fix it and mark it with \`prisma migrate resolve\` before starting.`,
      );
    }
    const done = new Set(rows.filter((r) => r.finished_at).map((r) => r.migration_name));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      const id = randomUUID();
      await runner.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)`,
        [id, m.checksum, m.name],
      );
      try {
        await runner.exec(m.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await runner.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, message]);
        throw new Error(`Migration ${m.name} failed: ${message}`);
      }
      await runner.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = applied_steps_count + 1 WHERE id = $1`,
        [id],
      );
      applied.push(m.name);
    }
    return applied;
  } finally {
    await runner.query(`SELECT pg_advisory_unlock($1)`, [PRISMA_MIGRATE_LOCK]);
  }
}
