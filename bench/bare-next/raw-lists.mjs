/**
 * The order list as a minimal app would answer it, from the SQL the shop's own code sends for each benchmark
 * request (recorded by bench/list-baseline.ts into BENCH_SQL_FILE): the session check (one statement, as in
 * the shop and the baseline), then the count, the page of orders and their lines, written as one JSON page
 * with every order's lines in it. Plain JavaScript: the bare app (bench/bare-next) imports it as it is.
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
      if (!session || session.revokedAt || /** @type {Date} */ (session.expiresAt) <= new Date()) {
        return { status: 401, body: { code: 401, msg: "session ended" } };
      }
      let total = 0;
      /** @type {Record<string, unknown>[]} */
      let rows = [];
      /** @type {Record<string, unknown>[]} */
      let lines = [];
      for (const s of list) {
        const result = (await pool.query(s.text, s.values)).rows;
        if (/^SELECT COUNT\(/i.test(s.text)) total = Number(Object.values(result[0] ?? {})[0] ?? 0);
        else if (s.text.includes('"order_line"')) lines = result;
        else rows = result;
      }
      /** @type {Map<unknown, Record<string, unknown>[]>} */
      const linesOf = new Map(rows.map((o) => [o.id, []]));
      for (const l of lines) linesOf.get(l.order_id)?.push(l);
      return {
        status: 200,
        body: { code: 200, msg: "ok", total, rows: rows.map((o) => ({ ...o, lines: linesOf.get(o.id) })) },
      };
    },
  };
}
