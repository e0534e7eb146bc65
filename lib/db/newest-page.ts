import { Prisma } from "@/generated/prisma/client";
import { readRows } from "./client";

/** Where a list's rows come from, as its statement names them (constants of the code, never input). */
export type NewestPageSource = {
  /** the list's table, and the alias `where` reads it by */
  table: string;
  alias: string;
  where: Prisma.Sql;
  /** the alias `columns` and `joins` read the page's rows by; `columns` has "id" and "createdAt" */
  pageAlias: string;
  columns: Prisma.Sql;
  joins?: Prisma.Sql;
};

/**
 * A seller's list page, newest first, and the count of all its rows, in one statement read without Prisma's
 * client (read-rows.ts): the orders, problems and packing lists. The page is joined LATERAL to the count, so
 * the total comes in every row, and in a row of its own (every page column null) when the page is past the end.
 */
export async function readNewestPage<R>(
  { table, alias, where, pageAlias, columns, joins = Prisma.empty }: NewestPageSource,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
): Promise<{ total: number; rows: R[] }> {
  const [from, a, p] = [Prisma.raw(`${table} ${alias}`), Prisma.raw(alias), Prisma.raw(pageAlias)];
  const rows = await readRows<{ total: number; id: number | null }>(Prisma.sql`
    SELECT t.total, r.* FROM (SELECT count(*)::int AS total FROM ${from} WHERE ${where}) t
    LEFT JOIN LATERAL (
      SELECT ${columns}
      FROM (SELECT ${a}.* FROM ${from} WHERE ${where} ORDER BY ${a}.created_at DESC, ${a}.id DESC
        LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}) ${p}
      ${joins}
    ) r ON true
    ORDER BY r."createdAt" DESC, r.id DESC`);
  return { total: rows[0].total, rows: rows.filter((r) => r.id !== null) as R[] };
}
