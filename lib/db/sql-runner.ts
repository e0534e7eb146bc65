import path from "node:path";
import { mkdirSync } from "node:fs";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The raw SQL side of the database, used by the migrator and operator scripts. */
export interface SqlRunner {
  readonly kind: "postgres" | "pglite";
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script as one simple query (atomic, `$$` bodies intact). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export function openPglite(dir: string): PGlite {
  if (!dir.startsWith("memory://")) mkdirSync(path.resolve(dir), { recursive: true });
  return new PGlite(dir, { extensions: { pg_trgm } });
}

export function pgliteRunner(db: PGlite, closeDb = false): SqlRunner {
  return {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query(sql, params)).rows as T[];
    },
    async exec(script: string) {
      await db.exec(script);
    },
    async close() {
      if (closeDb) await db.close();
    },
  };
}

/** One dedicated connection: advisory locks are per session. */
export async function postgresRunner(connectionString: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(script: string) {
      await client.query(script);
    },
    async close() {
      await client.end();
    },
  };
}
