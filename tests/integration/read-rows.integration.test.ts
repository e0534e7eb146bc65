import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { Prisma } from "@/generated/prisma/client";
import { readRows } from "@/lib/db/client";
import { readRowsFrom } from "@/lib/db/read-rows";

/**
 * readRows() reads without Prisma's client (lib/db/read-rows.ts): the same statement must give the same values
 * on PostgreSQL (node-postgres) and on the embedded database (PGlite), and a column whose value would differ
 * between them is refused on both.
 */

const EVERY_ALLOWED_TYPE = Prisma.sql`SELECT true AS b, 2::int2 AS small, ${7}::int AS n, 'テキスト'::text AS t,
  '漢字'::varchar(10) AS v, '{"a": [1, "x"]}'::json AS j, '{"k": null}'::jsonb AS jb, 1.5::float4 AS f4,
  0.25::float8 AS f8, ARRAY[true, false] AS bools, ARRAY[1, 2]::int2[] AS smalls, ARRAY[3, ${4}]::int[] AS ints,
  ARRAY['a', 'b'] AS texts, ARRAY['c']::varchar[] AS varchars, NULL::int AS nothing`;

const EXPECTED = {
  b: true,
  small: 2,
  n: 7,
  t: "テキスト",
  v: "漢字",
  j: { a: [1, "x"] },
  jb: { k: null },
  f4: 1.5,
  f8: 0.25,
  bools: [true, false],
  smalls: [1, 2],
  ints: [3, 4],
  texts: ["a", "b"],
  varchars: ["c"],
  nothing: null,
};

// The run's PostgreSQL (CI sets DATABASE_URL); without one the integration tests run on PGlite alone.
const postgresUrl = process.env.DATABASE_URL;
let postgres: pg.Client;
let embedded: PGlite;

beforeAll(async () => {
  embedded = new PGlite();
  if (!postgresUrl) return;
  postgres = new pg.Client({ connectionString: postgresUrl });
  await postgres.connect();
});

afterAll(async () => {
  await postgres?.end();
  await embedded.close();
});

describe.skipIf(!postgresUrl)("reads without Prisma's client", () => {
  it("give the same values on PostgreSQL and on the embedded database", async () => {
    const [fromPostgres] = await readRowsFrom(postgres, EVERY_ALLOWED_TYPE);
    const [fromEmbedded] = await readRowsFrom(embedded, EVERY_ALLOWED_TYPE);
    expect(fromPostgres).toEqual(EXPECTED);
    expect(fromEmbedded).toEqual(EXPECTED);
  });

  it.each([
    ["int8", Prisma.sql`SELECT count(*) AS total FROM (VALUES (1)) v`],
    ["numeric", Prisma.sql`SELECT 1.5::numeric AS amount`],
    ["timestamp", Prisma.sql`SELECT now()::timestamp AS at`],
    ["timestamptz", Prisma.sql`SELECT now() AS at`],
    ["date", Prisma.sql`SELECT current_date AS day`],
  ])("refuse a %s column on both, which the two read differently", async (_type, query) => {
    await expect(readRowsFrom(postgres, query)).rejects.toThrow(/read differently: cast it/);
    await expect(readRowsFrom(embedded, query)).rejects.toThrow(/read differently: cast it/);
  });

  it("read the shop's own database through the pool Prisma uses", async () => {
    const [row] = await readRows<{ n: number }>(Prisma.sql`SELECT ${41}::int + 1 AS n`);
    expect(row).toEqual({ n: 42 });
  });
});
