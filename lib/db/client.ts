import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { openPglite, pgliteRunner, postgresRunner, type SqlRunner } from "./sql-runner";

type Db = ReturnType<typeof buildClient>;

function buildClient(adapter: PrismaPg | PrismaPGlite) {
  // Password hashes never leave the database unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { customer: { passwordHash: true } } });
}

type Cache = { db?: Db; pglite?: PGlite };
const cache = globalThis as typeof globalThis & { __shopDb?: Cache };
const state: Cache = (cache.__shopDb ??= {});

/** The in-process embedded database, opened once per process (PGlite allows one owner per directory). */
function embedded(): PGlite {
  state.pglite ??= openPglite(env().PGLITE_DIR);
  return state.pglite;
}

/** The shop's Prisma client: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. Created lazily. */
export function getDb(): Db {
  if (!state.db) {
    const url = env().DATABASE_URL;
    state.db = buildClient(
      url ? new PrismaPg({ connectionString: url, max: 10 }) : new PrismaPGlite(embedded()),
    );
  }
  return state.db;
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
  await state.db?.$disconnect();
  await state.pglite?.close();
  state.db = undefined;
  state.pglite = undefined;
}

export type { Db };

/** The client inside an interactive transaction (what `getDb().$transaction(async (tx) => …)` passes). */
export type DbTx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
