/**
 * The seller's lists as a minimal app would answer them, from the SQL the shop's own code sends for each
 * benchmark request (recorded by bench/list-baseline.ts into BENCH_SQL_FILE): the session check (one statement,
 * as in the shop and the baseline), then the list's statements, written as one JSON answer.
 *
 * - the order list: one statement (the total, and the page of orders with their lines as JSON,
 *   lib/orders/list-orders.ts), its rows sent as they come;
 * - the problem list: one statement (the total, and the page of problems with their order's and order line's
 *   fields, lib/problems/list-problems.ts), each row renamed into the shop's (lib/problems/problem-view.ts);
 *   its statistics: one statement of grouped counts (lib/problems/problem-stats.ts);
 * - the packing-list list: Prisma's count, page and relation statements, stitched into the shop's rows
 *   (lib/shipping/container-view.ts), and its statistics' grouped counts.
 *
 * The problem and packing-list answers are compared whole with the shop's before measuring.
 *
 * Plain JavaScript: the bare app (bench/bare-next) imports it as it is.
 *
 * @typedef {{ text: string; values: unknown[] }} Statement
 * @typedef {{ status: number; body: Record<string, unknown> }} Answer
 * @typedef {Record<string, any>} SqlRow
 */

// The codes of lib/codes.ts the statistics are reported by (bench/raw-lists.test.ts holds them against it).
export const PROBLEM_COUNTS = { pendingCount: 1, inProcessCount: 2, processedCount: 3, cancelledCount: 4 };
export const BAD_ORDER_STATUSES = [24, 28, 32, 36, 68, 40, 82, 26];
export const CONTAINER_STATUSES = [0, 1, 3, 4, 5, 6, 7, 11];

/** Prisma's statement reading `table` (its count when `counting`), or undefined when it sent none. */
const statementOf = (/** @type {Statement[]} */ list, /** @type {string} */ table, counting = false) =>
  list.find(
    (s) => s.text.includes(`FROM "public"."${table}"`) && s.text.startsWith("SELECT COUNT(*)") === counting,
  );

/** Prisma's grouped count (bigint text) per value of `column`. */
const countsBy = (/** @type {SqlRow[]} */ rows, /** @type {string} */ column) =>
  new Map(rows.map((r) => [r[column], Number(r["_count$_all"])]));

/** @param {SqlRow[]} rows @param {string} key @returns {Map<unknown, SqlRow>} */
const byKey = (rows, key) => new Map(rows.map((r) => [r[key], r]));

/** The shop's row of a problem from the list statement's row (its times already ISO text). @param {SqlRow} p */
const problemRow = (p) => ({
  id: p.id,
  orderId: p.orderId,
  orderNo: p.orderNo,
  orderStatus: p.orderStatus,
  agentFlag: p.agentFlag,
  shopName: p.shopName,
  orderLineId: p.orderLineId,
  goodsName: p.goodsName,
  goodsImageUrl: p.goodsImageUrl,
  goodsSpecs: p.specs,
  problemType: p.problemType,
  processStatus: p.processStatus,
  handling: p.handling,
  quantity: p.quantity,
  applyQuantity: p.applyQuantity,
  description: p.description,
  images: p.images,
  feeYen: p.feeYen,
  feeQuoted: p.feeQuotedAt !== null,
  feePaid: p.feePaidAt !== null,
  refundYen: p.refundYen,
  doneImage: p.doneImage,
  agentReply: p.agentReply,
  createTime: p.createdAt,
  updateTime: p.updatedAt,
});

/** @param {SqlRow} c @param {SqlRow | undefined} site @param {SqlRow[]} lines */
const containerRow = (c, site, lines) => ({
  id: c.id,
  containerNo: c.container_no,
  status: c.status,
  shippingMode: c.shipping_mode,
  destination: c.amazon_site_id ? "fba" : "address",
  amazonSiteName: site?.site_name_en ?? null,
  fbaShipmentId: c.fba_shipment_id,
  fbaWarehouseCode: c.fba_warehouse_code,
  lineCount: lines.length,
  pieces: lines.reduce((n, l) => n + l.quantity, 0),
  boxCount: c.box_count,
  estimateYen: c.estimate_yen,
  totalYen: c.total_yen,
  carrier: c.carrier,
  trackingNo: c.tracking_no,
  customsCleared: c.customs_cleared_at !== null,
  remark: c.remark,
  payTime: c.paid_at,
  dispatchTime: c.dispatched_at,
  createTime: c.created_at,
});

/**
 * @param {{ query: (text: string, values: unknown[]) => Promise<{ rows: SqlRow[] }> }} pool
 * @param {[string, Statement[]][]} recorded  per request path: the session check first, then the list's SQL
 */
export function rawLists(pool, recorded) {
  // A request's URL loses an empty query's "?" (the statistics' paths), the recorded paths keep it.
  const bare = (/** @type {string} */ path) => path.replace(/\?$/, "");
  const byPath = new Map(recorded.map(([path, statements]) => [bare(path), statements]));
  /** @param {Statement | undefined} s @returns {Promise<SqlRow[]>} */
  const rowsOf = async (s) => (s ? (await pool.query(s.text, s.values)).rows : []);

  /**
   * Prisma's findMany with its count, as the shop sends them: the count beside the page, the page's related
   * rows after it.
   * @param {Statement[]} list @param {string} table @param {string[]} related
   * @returns {Promise<[number, SqlRow[][]]>}
   */
  async function countAndPage(list, table, related) {
    const pageAndRelated = async () => {
      const page = await rowsOf(statementOf(list, table));
      return [page, ...(await Promise.all(related.map((t) => rowsOf(statementOf(list, t)))))];
    };
    const [[counted], rows] = await Promise.all([rowsOf(statementOf(list, table, true)), pageAndRelated()]);
    return [Number(counted["_count$_all"]), rows];
  }

  /**
   * The session check, then the answer's fields from the list's statements.
   * @param {string} path @param {string | null} authorization
   * @param {(list: Statement[]) => Promise<Record<string, unknown>>} fields
   * @returns {Promise<Answer>}
   */
  async function signedIn(path, authorization, fields) {
    if (!authorization?.startsWith("Bearer ")) return { status: 401, body: { code: 401, msg: "sign in" } };
    const statements = byPath.get(bare(path));
    if (!statements) return { status: 404, body: { code: 404, msg: "not recorded" } };
    const [sessionCheck, ...list] = statements;
    const [session] = await rowsOf(sessionCheck);
    if (!session || session.revoked || session.expired) {
      return { status: 401, body: { code: 401, msg: "session ended" } };
    }
    return { status: 200, body: { code: 200, msg: "ok", ...(await fields(list)) } };
  }

  return {
    /** @param {string} path @param {string | null} authorization */
    orderList: (path, authorization) =>
      signedIn(path, authorization, async ([listed]) => {
        const result = await rowsOf(listed);
        const rows = result.filter((o) => o.id !== null).map((o) => ({ ...o, lines: o.lines ?? [] }));
        return { total: result[0]?.total ?? 0, rows };
      }),

    /** @param {string} path @param {string | null} authorization */
    problemList: (path, authorization) =>
      signedIn(path, authorization, async ([listed]) => {
        const result = await rowsOf(listed);
        return { total: result[0]?.total ?? 0, rows: result.filter((p) => p.id !== null).map(problemRow) };
      }),

    /** @param {string} path @param {string | null} authorization */
    problemStats: (path, authorization) =>
      signedIn(path, authorization, async ([counted]) => {
        const rows = await rowsOf(counted);
        /** @param {string} kind */
        const countsOf = (kind) =>
          new Map(rows.filter((r) => r.counted === kind).map((r) => [r.status, r.count]));
        const byProcess = countsOf("problem");
        const byOrderStatus = countsOf("orders");
        const counts = Object.fromEntries(
          Object.entries(PROBLEM_COUNTS).map(([name, status]) => [name, byProcess.get(status) ?? 0]),
        );
        const badOrderStatus = BAD_ORDER_STATUSES.map((orderStatus) => ({
          orderStatus,
          count: byOrderStatus.get(orderStatus) ?? 0,
        }));
        return {
          data: {
            ...counts,
            totalCount: [...byProcess.values()].reduce((a, b) => a + b, 0),
            badOrderCount: badOrderStatus.reduce((n, s) => n + s.count, 0),
            badOrderStatus,
          },
        };
      }),

    /** @param {string} path @param {string | null} authorization */
    containerList: (path, authorization) =>
      signedIn(path, authorization, async (list) => {
        const [total, [page, sites, lines]] = await countAndPage(list, "container", [
          "amazon_site",
          "container_line",
        ]);
        const siteOf = byKey(sites, "id");
        /** @type {Map<unknown, SqlRow[]>} */
        const linesOf = new Map();
        for (const l of lines) linesOf.set(l.container_id, [...(linesOf.get(l.container_id) ?? []), l]);
        return {
          total,
          rows: page.map((c) => containerRow(c, siteOf.get(c.amazon_site_id), linesOf.get(c.id) ?? [])),
        };
      }),

    /** @param {string} path @param {string | null} authorization */
    containerStats: (path, authorization) =>
      signedIn(path, authorization, async (list) => {
        const byStatus = countsBy(await rowsOf(statementOf(list, "container", true)), "status");
        return {
          data: {
            totalCount: [...byStatus.values()].reduce((a, b) => a + b, 0),
            statusCounts: CONTAINER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
          },
        };
      }),
  };
}
