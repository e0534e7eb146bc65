/**
 * Two test files run at once, each vitest worker on a database of its own beside the one DATABASE_URL names:
 * `<name>_w<worker>`, made like it (encoding and collation) on the worker's first file. Files of one worker
 * share its database one after the other, as all files shared one database before.
 */
import pg from "pg";

const WORKER_SUFFIX = /^_w\d+$/;

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The worker's own database URL, the database created if it is not there yet. */
export async function workerDatabaseUrl(baseUrl: string, worker: string): Promise<string> {
  const name = `${databaseOf(baseUrl)}_w${worker}`;
  await withClient(baseUrl, async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return;
    const { rows } = await client.query<{ encoding: string; collate: string; ctype: string }>(
      `SELECT pg_encoding_to_char(encoding) AS encoding, datcollate AS collate, datctype AS ctype
         FROM pg_database WHERE datname = current_database()`,
    );
    const [like] = rows;
    await client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE template0 ENCODING ${client.escapeLiteral(like.encoding)}
         LC_COLLATE ${client.escapeLiteral(like.collate)} LC_CTYPE ${client.escapeLiteral(like.ctype)}`,
    );
  });
  return withDatabase(baseUrl, name);
}

/** Drops the workers' databases of `baseUrl` (after the run, and any a broken run left behind). */
export async function dropWorkerDatabases(baseUrl: string): Promise<void> {
  const base = databaseOf(baseUrl);
  await withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database");
    const workers = rows
      .map((r) => r.datname)
      .filter((name) => name.startsWith(base) && WORKER_SUFFIX.test(name.slice(base.length)));
    for (const name of workers)
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}
