/**
 * Two test files run at once, each vitest worker on a database of its own beside the one DATABASE_URL names:
 * `<name>_w<worker>`, made like it (encoding and collation) on the worker's first file. Files of one worker
 * share its database one after the other, as all files shared one database before.
 */
import { escapeIdentifier, escapeLiteral } from "pg";
import { postgresRunner, type SqlRunner } from "@/lib/db/sql-runner";

const WORKER_SUFFIX = /^_w\d+$/;

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

async function onServer<T>(url: string, fn: (db: SqlRunner) => Promise<T>): Promise<T> {
  const db = await postgresRunner(url);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The worker's own database URL, the database created if it is not there yet. */
export async function workerDatabaseUrl(baseUrl: string, worker: string): Promise<string> {
  const name = `${databaseOf(baseUrl)}_w${worker}`;
  await onServer(baseUrl, async (db) => {
    if ((await db.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).length) return;
    const [like] = await db.query<{ encoding: string; collate: string; ctype: string }>(
      `SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype
         FROM pg_database WHERE datname = current_database()`,
    );
    await db.query(
      `CREATE DATABASE ${escapeIdentifier(name)} TEMPLATE template0 ENCODING ${escapeLiteral(like.encoding)}
         LC_COLLATE ${escapeLiteral(like.collate)} LC_CTYPE ${escapeLiteral(like.ctype)}`,
    );
  });
  return withDatabase(baseUrl, name);
}

/** Drops the workers' databases of `baseUrl` (after the run, and any a broken run left behind). */
export async function dropWorkerDatabases(baseUrl: string): Promise<void> {
  const base = databaseOf(baseUrl);
  await onServer(baseUrl, async (db) => {
    const databases = await db.query<{ datname: string }>("SELECT datname FROM pg_database");
    const workers = databases
      .map((d) => d.datname)
      .filter((name) => name.startsWith(base) && WORKER_SUFFIX.test(name.slice(base.length)));
    for (const name of workers)
      await db.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`);
  });
}
