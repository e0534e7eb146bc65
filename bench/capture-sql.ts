/**
 * Records the SQL the shop's own code sends to PostgreSQL, so the baseline server can issue the
 * very same statements: Prisma's pg adapter runs every statement through pg.Pool#query (a query config), and
 * so do the reads without Prisma's client (lib/db/read-rows.ts: text and values).
 */
import pg from "pg";

export type Statement = { text: string; values: unknown[] };

type QueryConfig = { text: string; values?: unknown[] };

export async function captureSql(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, ...rest: unknown[]) {
    if (config && typeof config === "object" && "text" in config) {
      const { text, values } = config as QueryConfig;
      statements.push({ text, values: values ?? [] });
    } else if (typeof config === "string") {
      statements.push({ text: config, values: (rest[0] as unknown[] | undefined) ?? [] });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return statements;
}
