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
 * - the packing-list list: one statement (the total, and the page of packing lists with their Amazon site's
 *   name and their lines' quantities, lib/shipping/list-containers.ts), each row renamed into the shop's
 *   (lib/shipping/container-view.ts); its statistics: one statement of grouped counts.
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

/**
 * The shop's row of a packing list from the list statement's row (its times already ISO text).
 * @param {SqlRow} c
 */
const containerRow = (c) => ({
  id: c.id,
  containerNo: c.containerNo,
  status: c.status,
  shippingMode: c.shippingMode,
  destination: c.amazonSiteId ? "fba" : "address",
  amazonSiteName: c.siteNameEn,
  fbaShipmentId: c.fbaShipmentId,
  fbaWarehouseCode: c.fbaWarehouseCode,
  lineCount: c.lineQuantities.length,
  pieces: c.lineQuantities.reduce((/** @type {number} */ n, /** @type {number} */ q) => n + q, 0),
  boxCount: c.boxCount,
  estimateYen: c.estimateYen,
  totalYen: c.totalYen,
  carrier: c.carrier,
  trackingNo: c.trackingNo,
  customsCleared: c.customsClearedAt !== null,
  remark: c.remark,
  payTime: c.paidAt,
  dispatchTime: c.dispatchedAt,
  createTime: c.createdAt,
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
      signedIn(path, authorization, async ([listed]) => {
        const result = await rowsOf(listed);
        return { total: result[0]?.total ?? 0, rows: result.filter((c) => c.id !== null).map(containerRow) };
      }),

    /** @param {string} path @param {string | null} authorization */
    containerStats: (path, authorization) =>
      signedIn(path, authorization, async ([counted]) => {
        const rows = await rowsOf(counted);
        const byStatus = new Map(rows.map((r) => [r.status, r.count]));
        return {
          data: {
            totalCount: rows.reduce((n, r) => n + r.count, 0),
            statusCounts: CONTAINER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
          },
        };
      }),
  };
}
