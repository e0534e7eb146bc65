import { describe, expect, it } from "vitest";
import { seedUnderLock } from "@/lib/db/prepare";
import { postgresRunner, type SqlRunner } from "@/lib/db/sql-runner";
import { env } from "@/lib/env";

/**
 * Two shops starting at once on one empty database (issue 32, docs/instances.md "Found"): each process seeds
 * the demo from its own connection, and seedDemo's "is the demo seller there yet?" must not be read by both
 * before either has written. Two connections are two processes here, so PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)("the demo seed of two shops starting at once", () => {
  /** What seedDemo does in small: look, take a while, write when nothing was there. */
  const seed = (db: SqlRunner, who: string) => async () => {
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM seed_probe`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (n > 0) return { created: false };
    await db.query(`INSERT INTO seed_probe (who) VALUES ($1)`, [who]);
    return { created: true };
  };

  async function twoShops(fn: (a: SqlRunner, b: SqlRunner) => Promise<{ created: boolean }[]>) {
    const [a, b] = [await postgresRunner(env().DATABASE_URL!), await postgresRunner(env().DATABASE_URL!)];
    try {
      await a.exec(`DROP TABLE IF EXISTS seed_probe; CREATE TABLE seed_probe (who text)`);
      const results = await fn(a, b);
      const rows = await a.query<{ who: string }>(`SELECT who FROM seed_probe`);
      return { created: results.filter((r) => r.created).length, rows: rows.length };
    } finally {
      await a.close();
      await b.close();
    }
  }

  it("without the lock both seed (the race the lock is for)", async () => {
    const seen = await twoShops((a, b) => Promise.all([seed(a, "a")(), seed(b, "b")()]));
    expect(seen).toEqual({ created: 2, rows: 2 });
  });

  it("under the lock one seeds, the other waits and finds the seed", async () => {
    const seen = await twoShops((a, b) =>
      Promise.all([seedUnderLock(a, seed(a, "a")), seedUnderLock(b, seed(b, "b"))]),
    );
    expect(seen).toEqual({ created: 1, rows: 1 });
  });

  it("lets go of the lock when the seed fails, so the next start can seed", async () => {
    const seen = await twoShops(async (a, b) => {
      await expect(seedUnderLock(a, () => Promise.reject(new Error("half-way")))).rejects.toThrow("half-way");
      const waited = Promise.race([
        seedUnderLock(b, seed(b, "b")),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("still locked")), 5_000)),
      ]);
      return [await waited];
    });
    expect(seen).toEqual({ created: 1, rows: 1 });
  });
});
