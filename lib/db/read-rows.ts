import type { Prisma } from "@/generated/prisma/client";

/**
 * Column types that node-postgres and PGlite read into the same JavaScript values with their default parsers
 * (numbers, strings, booleans, parsed JSON, arrays of those). Others differ between the two — int8 is a string
 * in one and a bigint in the other, a timestamp without time zone is read in the process's zone by pg — so a
 * statement read here casts them first (`::int`, a boolean comparison in SQL, `to_char`).
 */
const SAME_ON_BOTH = new Set([
  16, // bool
  21, // int2
  23, // int4
  25, // text
  114, // json
  700, // float4
  701, // float8
  1000, // bool[]
  1005, // int2[]
  1007, // int4[]
  1009, // text[]
  1015, // varchar[]
  1043, // varchar
  3802, // jsonb
]);

export type RowSource = {
  query(
    text: string,
    values: unknown[],
  ): Promise<{ rows: unknown[]; fields: readonly { name: string; dataTypeID: number }[] }>;
};

/** Refuses a column whose value would depend on the database engine (see SAME_ON_BOTH). */
export function checkColumnTypes(fields: readonly { name: string; dataTypeID: number }[]): void {
  for (const field of fields)
    if (!SAME_ON_BOTH.has(field.dataTypeID))
      throw new Error(
        `readRows: column "${field.name}" has type OID ${field.dataTypeID}, which PostgreSQL and PGlite read ` +
          "differently: cast it in the statement",
      );
}

/**
 * One read statement sent straight to the driver under Prisma (the same pool of connections, or the same
 * embedded database), without Prisma's client around it: for the few reads every request makes (the session
 * check, goods detail, keyword search, the order list), where the client's own work was about a third of what
 * separated the shop from a bare Next.js route sending the same SQL (docs/performance.md "Reads without
 * Prisma's client"). Written with `Prisma.sql` like `$queryRaw`; reads only — every write goes through Prisma
 * and its transactions.
 */
export async function readRowsFrom<T>(source: RowSource, query: Prisma.Sql): Promise<T[]> {
  const result = await source.query(query.text, query.values);
  checkColumnTypes(result.fields);
  return result.rows as T[];
}
