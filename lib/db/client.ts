import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { isWriteConflict } from "./errors";
import { readRowsFrom } from "./read-rows";
import { openPglite, pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner";

type Db = ReturnType<typeof buildClient>;

function buildClient(adapter: PrismaPg | PrismaPGlite) {
  // Password hashes never leave the database unless a query asks for them explicitly.
  const client = new PrismaClient({ adapter, omit: { customer: { passwordHash: true } } });
  return retryingTransactions(client);
}

/**
 * A callback transaction that loses a serialization conflict or a deadlock has been rolled back whole, so it
 * runs once more before the fault reaches the caller (then mapped to "try again", lib/api/handler.ts). Every
 * transaction of the shop goes through here; the callback must not act outside the database before its last
 * statement (a mail is sent last, if at all).
 */
function retryingTransactions<C extends { $transaction: (...args: never[]) => Promise<unknown> }>(
  client: C,
): C {
  const run = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    if (typeof args[0] !== "function") return run(...args);
    try {
      return await run(...args);
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      return run(...args);
    }
  };
  Object.defineProperty(client, "$transaction", { value: retrying, configurable: true, writable: true });
  return client;
}

type Cache = { db?: Db; pglite?: PGlite; pool?: pg.Pool; closers?: (() => Promise<void>)[] };
const cache = globalThis as typeof globalThis & { __shopDb?: Cache };
const state: Cache = (cache.__shopDb ??= {});

/** The in-process embedded database, opened once per process (PGlite allows one owner per directory). */
function embedded(): PGlite {
  state.pglite ??= openPglite(env().PGLITE_DIR);
  return state.pglite;
}

/**
 * The embedded database itself, or null with DATABASE_URL: the job queue runs on the same PGlite instance as
 * the shop (lib/jobs/boss.ts), since PGlite allows one owner per directory.
 */
export function embeddedDatabase(): PGlite | null {
  return env().DATABASE_URL ? null : embedded();
}

/** Work to stop before the database closes (the job queue polls it). */
export function beforeCloseDb(fn: () => Promise<void>): void {
  (state.closers ??= []).push(fn);
}

/** The shop's Prisma client: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. Created lazily. */
export function getDb(): Db {
  if (!state.db) {
    const url = env().DATABASE_URL;
    // The pool is the shop's own, so that readRows() reads on the same connections as Prisma.
    if (url) state.pool = new pg.Pool({ connectionString: url, max: 10 });
    state.db = buildClient(state.pool ? new PrismaPg(state.pool) : new PrismaPGlite(embedded()));
  }
  return state.db;
}

/**
 * A read statement without Prisma's client (lib/db/read-rows.ts), on the pool under it or the embedded
 * database: for the reads every request makes. Writes go through getDb().
 */
export function readRows<T>(query: Prisma.Sql): Promise<T[]> {
  getDb();
  return readRowsFrom<T>(state.pool ?? embedded(), query);
}

/** A raw SQL runner on the same database (dedicated connection for PostgreSQL). */
export async function getSqlRunner(): Promise<SqlRunner> {
  const url = env().DATABASE_URL;
  return url ? postgresRunner(url) : pgliteRunner(embedded());
}

/** For command-line scripts: a client they own. */
export async function createPrismaClient(): Promise<Db> {
  return getDb();
}

export async function closeDb(): Promise<void> {
  for (const close of state.closers?.splice(0) ?? []) await close();
  await state.db?.$disconnect();
  await state.pool?.end();
  await state.pglite?.close();
  state.db = undefined;
  state.pool = undefined;
  state.pglite = undefined;
}

export type { Db };

/** The client inside an interactive transaction (what `getDb().$transaction(async (tx) => …)` passes). */
export type DbTx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
