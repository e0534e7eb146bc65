import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite, pgliteRunner } from "@/lib/db/sql-runner";

async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("applyMigrations (Prisma-compatible history)", () => {
  it("applies pending migrations in name order, once, recording them like prisma migrate deploy", async () => {
    const db = openPglite("memory://");
    const runner = pgliteRunner(db);
    const dir = await migrationsDir({
      "20260101000000_b": `ALTER TABLE t ADD COLUMN note text;`,
      "20250101000000_a": `CREATE TABLE t (id int primary key);\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;`,
    });
    expect(await applyMigrations(runner, dir)).toEqual(["20250101000000_a", "20260101000000_b"]);
    expect(await applyMigrations(runner, dir)).toEqual([]);
    const rows = await runner.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name`,
    );
    const bytes = await readFile(path.join(dir, "20250101000000_a", "migration.sql"));
    expect(rows[0].checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(rows.every((r) => r.finished_at && r.applied_steps_count === 1)).toBe(true);
    await db.close();
  });

  it("leaves a failed migration unfinished with its log, rolls its script back and refuses to go on", async () => {
    const db = openPglite("memory://");
    const runner = pgliteRunner(db);
    const dir = await migrationsDir({ "1_bad": `CREATE TABLE half (id int);\nSELECT * FROM missing_table;` });
    await expect(applyMigrations(runner, dir)).rejects.toThrow(/1_bad failed/);
    const [row] = await runner.query<{ finished_at: Date | null; logs: string }>(
      `SELECT finished_at, logs FROM _prisma_migrations`,
    );
    expect(row.finished_at).toBeNull();
    expect(row.logs).toContain("missing_table");
    expect(await runner.query(`SELECT to_regclass('half') AS t`)).toEqual([{ t: null }]);
    await expect(applyMigrations(runner, dir)).rejects.toThrow(/prisma migrate resolve/);
    await db.close();
  });

  it("the shop's own migrations create every table of the schema", async () => {
    const db = openPglite("memory://");
    const runner = pgliteRunner(db);
    await applyMigrations(runner, path.join(process.cwd(), "prisma", "migrations"));
    const tables = (
      await runner.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
    ).map((r) => r.tablename);
    const schema = await readFile(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    const mapped = [...schema.matchAll(/@@map\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(mapped.length).toBeGreaterThan(30);
    for (const table of mapped) expect(tables, table).toContain(table);
    await db.close();
  });
});
