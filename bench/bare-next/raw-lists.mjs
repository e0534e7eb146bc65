/**
 * The order list as a minimal app would answer it, from the SQL the shop's own code sends for each benchmark
 * request (recorded by bench/list-baseline.ts into BENCH_SQL_FILE): the session check (one statement, as in
 * the shop and the baseline), then the list's one statement (the total, and the page of orders with their lines
 * as JSON, lib/orders/list-orders.ts), written as one JSON page. Plain JavaScript: the bare app (bench/bare-next) imports it as it is.
 *
 * @typedef {{ text: string; values: unknown[] }} Statement
 * @typedef {{ status: number; body: Record<string, unknown> }} Answer
 */

/**
 * @param {{ query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }} pool
 * @param {[string, Statement[]][]} recorded  per request path: the session check first, then the list's SQL
 */
export function rawOrderList(pool, recorded) {
  const byPath = new Map(recorded);
  return {
    /** @param {string} path @param {string | null} authorization @returns {Promise<Answer>} */
    async orderList(path, authorization) {
      if (!authorization?.startsWith("Bearer ")) return { status: 401, body: { code: 401, msg: "sign in" } };
      const statements = byPath.get(path);
      if (!statements) return { status: 404, body: { code: 404, msg: "not recorded" } };
      const [sessionCheck, ...list] = statements;
      const [session] = (await pool.query(sessionCheck.text, sessionCheck.values)).rows;
      if (!session || session.revoked || session.expired) {
        return { status: 401, body: { code: 401, msg: "session ended" } };
      }
      const [listed] = list;
      const result = (await pool.query(listed.text, listed.values)).rows;
      const rows = result.filter((o) => o.id !== null).map((o) => ({ ...o, lines: o.lines ?? [] }));
      return { status: 200, body: { code: 200, msg: "ok", total: result[0]?.total ?? 0, rows } };
    },
  };
}
