/**
 * Each integration file runs on a database of its own, so no test reads rows another file left. The global
 * setup migrates one template database, `<name>_tpl` beside the one DATABASE_URL names, once per run; each
 * file's setup copies it to `<name>_f<random>` (CREATE DATABASE … TEMPLATE: about a tenth of a second,
 * against two seconds for migrating). The copies are dropped together when the run ends: DROP DATABASE waits
 * for a checkpoint, a second or more each on a busy server, while the drops of one run share one checkpoint.
 */
import path from "node:path";
import { randomBytes } from "node:crypto";
import { escapeIdentifier, escapeLiteral } from "pg";
import { applyMigrations } from "@/lib/db/migrate";
import { postgresRunner, type SqlRunner } from "@/lib/db/sql-runner";

const TEMPLATE_SUFFIX = "_tpl";
/** The template, the files' copies, and the per-worker databases of earlier versions of this setup. */
const OWN_SUFFIX = /^_(tpl|f[0-9a-f]{12}|w\d+)$/;

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

async function ownDatabases(db: SqlRunner, base: string): Promise<string[]> {
  const rows = await db.query<{ datname: string }>("SELECT datname FROM pg_database");
  return rows
    .map((d) => d.datname)
    .filter((name) => name.startsWith(base) && OWN_SUFFIX.test(name.slice(base.length)));
}

/**
 * Drops the template and the files' databases of `baseUrl` (at the end of a run, and before one, for what a
 * broken run left). All at once: concurrent drops wait for the same checkpoint.
 */
export async function dropFileDatabases(baseUrl: string): Promise<void> {
  const base = databaseOf(baseUrl);
  const names = await onServer(baseUrl, (db) => ownDatabases(db, base));
  await Promise.all(
    names.map((name) =>
      onServer(baseUrl, (db) => db.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`)),
    ),
  );
}

/** Creates the template like the base database (encoding and collation) and migrates it. */
export async function createTemplateDatabase(baseUrl: string): Promise<void> {
  const name = databaseOf(baseUrl) + TEMPLATE_SUFFIX;
  await onServer(baseUrl, async (db) => {
    const [like] = await db.query<{ encoding: string; collate: string; ctype: string }>(
      `SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype
         FROM pg_database WHERE datname = current_database()`,
    );
    await db.query(
      `CREATE DATABASE ${escapeIdentifier(name)} TEMPLATE template0 ENCODING ${escapeLiteral(like.encoding)}
         LC_COLLATE ${escapeLiteral(like.collate)} LC_CTYPE ${escapeLiteral(like.ctype)}`,
    );
  });
  // The connection closes before any file copies the template: PostgreSQL copies only an unused database.
  await onServer(withDatabase(baseUrl, name), (db) =>
    applyMigrations(db, path.join(process.cwd(), "prisma", "migrations")),
  );
}

/** A fresh copy of the migrated template for one test file; returns its URL. */
export async function createFileDatabase(baseUrl: string): Promise<string> {
  const base = databaseOf(baseUrl);
  const name = `${base}_f${randomBytes(6).toString("hex")}`;
  await onServer(baseUrl, (db) =>
    db.query(
      `CREATE DATABASE ${escapeIdentifier(name)} TEMPLATE ${escapeIdentifier(base + TEMPLATE_SUFFIX)}`,
    ),
  );
  return withDatabase(baseUrl, name);
}
