/** The order-list requests of the benchmark: a seller paging and filtering their own orders. */
const Q = (params: Record<string, string | number>) =>
  "/api/shop/order/list?" +
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const ORDER_LIST_PATHS: readonly string[] = [
  Q({ pageNum: 1, pageSize: 10 }),
  Q({ pageNum: 2, pageSize: 10 }),
  Q({ pageNum: 5, pageSize: 10 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 1 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 2 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 89 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 24 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 52 }),
  Q({ pageNum: 2, pageSize: 10, orderStatus: 52 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 84 }),
  Q({ pageNum: 1, pageSize: 10, orderStatus: 16 }),
  Q({ pageNum: 1, pageSize: 10, agentFlag: 0 }),
  Q({ pageNum: 1, pageSize: 10, agentFlag: 1 }),
  Q({ pageNum: 1, pageSize: 10, createTimeStart: "2024-01-01", createTimeEnd: "2024-06-30" }),
  Q({ pageNum: 1, pageSize: 10, createTimeStart: "2025-01-01", createTimeEnd: "2025-12-31" }),
  Q({ pageNum: 1, pageSize: 10, createTimeStart: "2026-10-01", createTimeEnd: "2026-10-31" }),
  Q({
    pageNum: 1,
    pageSize: 10,
    orderStatus: 52,
    agentFlag: 0,
    createTimeStart: "2025-01-01",
    createTimeEnd: "2025-12-31",
  }),
  Q({ pageNum: 1, pageSize: 10, id: "250" }),
];
