/**
 * What both framework-free references answer, from the SQL the shop's own code sends (bench/capture-sql.ts):
 * the raw node:http + pg baseline (bench/baseline-server.ts) and the same handlers as Next.js route
 * handlers in an app with nothing of the shop (bench/bare-next). Plain JavaScript: the bare app imports it
 * as it is.
 *
 * @typedef {{ text: string; values: unknown[] }} Statement
 * @typedef {{ searches: [string, Statement[]][]; detail: Statement[]; sampleId: number }} CapturedSql
 * @typedef {{ status: number; body: Record<string, unknown> }} Answer
 */

/**
 * @param {{ query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }} pool
 * @param {CapturedSql} sql
 */
export function rawCatalogue(pool, sql) {
  const searches = new Map(sql.searches);
  /** @param {unknown[]} values @param {number} id */
  const withId = (values, id) =>
    values.map((v) =>
      v === sql.sampleId || v === String(sql.sampleId) ? (typeof v === "string" ? String(id) : id) : v,
    );
  /** @param {Statement[]} statements @param {number} [id] */
  async function runAll(statements, id) {
    const results = [];
    for (const s of statements) {
      const values = id === undefined ? s.values : withId(s.values, id);
      results.push((await pool.query(s.text, values)).rows);
    }
    return results;
  }
  return {
    /** @param {string} keyword @returns {Promise<Answer>} */
    async keywordSearch(keyword) {
      const statements = searches.get(keyword);
      if (!statements) return { status: 400, body: { code: 400, msg: "keyword not captured" } };
      // Like the catalogue: the page query carries count(*) with every row; an empty page is counted.
      const results = await runAll(statements);
      const last = results.at(-1) ?? [];
      const rows = "n" in (last[0] ?? {}) ? [] : last;
      const total = rows.length ? Number(rows[0].total) : Number(last[0]?.n ?? 0);
      return { status: 200, body: { code: 200, msg: "ok", total, rows } };
    },
    /** @param {number} id @returns {Promise<Answer>} */
    async goodsDetail(id) {
      const [goods, skus, priceTiers] = await runAll(sql.detail, id);
      if (!goods.length) return { status: 200, body: { code: 500, msg: "not found" } };
      // One statement with SKUs aggregated in the row, or Prisma-style follow-up statements.
      const data = skus ? { ...goods[0], skus, priceTiers } : { ...goods[0], skus: goods[0].skus ?? [] };
      return { status: 200, body: { code: 200, msg: "ok", data } };
    },
  };
}

/** JSON text of an answer (PostgreSQL counts arrive as bigint). @param {unknown} body */
export const answerText = (body) => JSON.stringify(body, (_k, v) => (typeof v === "bigint" ? Number(v) : v));
