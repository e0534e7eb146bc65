/**
 * The 1,000,000-goods catalogue of the catalogue-scale benchmark (bench/catalogue-scale.ts), made inside
 * PostgreSQL in minutes: the seed script's 10,000 goods (the `bench` database, copied as a template) cloned
 * 99 times with INSERT … SELECT. The TypeScript seed would take hours for a million goods.
 *
 * A clone keeps everything a search sees — titles, search_text, search_tokens, platform, category, price,
 * SKUs and tiers — so every keyword matches 100× the goods it matches among 10,000, the realistic case of
 * the target (same words, a hundred times the catalogue). What differs: the id (original id + k × stride,
 * so `(id - 1) % stride + 1` is the original), the source id (`<source>-c<k>`, unique per platform), and the
 * sales (the original's × 0.50…1.49, so a first page mixes goods instead of showing one goods 100 times).
 */
import type pg from "pg";

const TABLES = ["goods", "goods_sku", "goods_price_tier"];

/** Secondary indexes of the catalogue tables (not those behind a constraint such as a primary key). */
async function secondaryIndexes(db: pg.Client) {
  const { rows } = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def
     FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
     ORDER BY i.tablename, i.indexname`,
    [TABLES],
  );
  return rows;
}

/**
 * What a copy changes ($1 = stride, $2 = k); every other column, whatever the schema holds today, is copied
 * as it is. SKUs and tiers get new ids from their sequences.
 */
const CHANGED: Record<string, Record<string, string | null>> = {
  goods: {
    id: "t.id + $2::int * $1::int",
    source_id: "t.source_id || '-c' || $2::int",
    sales: "(t.sales::bigint * (50 + (t.id * 37 + $2::int * 53) % 100) / 100)::int",
  },
  goods_sku: { id: null, goods_id: "t.goods_id + $2::int * $1::int" },
  goods_price_tier: { id: null, goods_id: "t.goods_id + $2::int * $1::int" },
};
/**
 * INSERT … SELECT of one copy of a table's original rows ($3 = the last original id: goods by their ids, SKUs
 * and tiers by their own, as their goods_id indexes are dropped), in id order.
 */
async function copyStatement(db: pg.Client, table: string) {
  const { rows } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  const columns = rows
    .map(({ name }) => ({ name, value: name in CHANGED[table] ? CHANGED[table][name] : `t."${name}"` }))
    .filter((c): c is { name: string; value: string } => c.value !== null);
  return `INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(", ")})
    SELECT ${columns.map((c) => c.value).join(", ")} FROM ${table} t WHERE t.id <= $3::int ORDER BY t.id`;
}

const timed = async (label: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * Multiplies the catalogue `times`-fold (1 = unchanged). Expects the seed script's catalogue only (ids
 * 1…stride); the indexes are dropped during the copy and built again afterwards, as one build is far
 * faster than a million GIN insertions, and the foreign-key triggers are skipped (the copies reference
 * their own goods, by construction).
 */
export async function cloneCatalogue(db: pg.Client, times: number): Promise<void> {
  const {
    rows: [{ stride, goods }],
  } = await db.query<{ stride: number; goods: number }>(
    "SELECT coalesce(max(id), 0)::int AS stride, count(*)::int AS goods FROM goods",
  );
  if (goods !== stride) throw new Error(`expected goods with ids 1…${goods}, the largest id is ${stride}`);
  // The originals' last ids (the seed's rows come first in every table).
  const {
    rows: [{ goods_sku, goods_price_tier }],
  } = await db.query<{ goods_sku: number; goods_price_tier: number }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM goods_sku)::int AS goods_sku,
            (SELECT coalesce(max(id), 0) FROM goods_price_tier)::int AS goods_price_tier`,
  );
  const lastId: Record<string, number> = { goods: stride, goods_sku, goods_price_tier };
  const indexes = await secondaryIndexes(db);
  const copies: { copy: string; last: number }[] = [];
  for (const table of TABLES) copies.push({ copy: await copyStatement(db, table), last: lastId[table] });
  // One transaction: an interrupted copy leaves the seed's catalogue as it was.
  await db.query("BEGIN");
  await db.query("SET LOCAL maintenance_work_mem = '1GB'");
  await db.query("SET LOCAL session_replication_role = replica");
  try {
    await timed(`drop ${indexes.length} secondary indexes`, async () => {
      for (const { name } of indexes) await db.query(`DROP INDEX "${name}"`);
    });
    // One statement per copy, in id order: the table grows the way a shop's does (ids ascending), and no
    // statement sorts or returns a million rows.
    await timed(`goods, SKUs and tiers × ${times}`, async () => {
      for (let k = 1; k < times; k++) {
        for (const { copy, last } of copies) await db.query(copy, [stride, k, last]);
        if (k % 10 === 0) console.log(`  copy ${k} of ${times - 1}`);
      }
    });
    await db.query("SELECT setval(pg_get_serial_sequence('goods', 'id'), (SELECT max(id) FROM goods))");
    for (const { name, def } of indexes) await timed(`index ${name}`, () => db.query(def));
    await db.query("COMMIT");
  } catch (error) {
    await db.query("ROLLBACK");
    throw error;
  }
  for (const table of TABLES)
    await timed(`VACUUM ANALYZE ${table}`, () => db.query(`VACUUM ANALYZE ${table}`));
}
