/** The requests of the list benchmarks: a seller paging and filtering their own rows. */
const Q = (path: string, params: Record<string, string | number>) =>
  `/api/shop/${path}?` +
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const ORDER_LIST_PATHS: readonly string[] = [
  Q("order/list", { pageNum: 1, pageSize: 10 }),
  Q("order/list", { pageNum: 2, pageSize: 10 }),
  Q("order/list", { pageNum: 5, pageSize: 10 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 1 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 2 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 89 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 24 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 52 }),
  Q("order/list", { pageNum: 2, pageSize: 10, orderStatus: 52 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 84 }),
  Q("order/list", { pageNum: 1, pageSize: 10, orderStatus: 16 }),
  Q("order/list", { pageNum: 1, pageSize: 10, agentFlag: 0 }),
  Q("order/list", { pageNum: 1, pageSize: 10, agentFlag: 1 }),
  Q("order/list", { pageNum: 1, pageSize: 10, createTimeStart: "2024-01-01", createTimeEnd: "2024-06-30" }),
  Q("order/list", { pageNum: 1, pageSize: 10, createTimeStart: "2025-01-01", createTimeEnd: "2025-12-31" }),
  Q("order/list", { pageNum: 1, pageSize: 10, createTimeStart: "2026-10-01", createTimeEnd: "2026-10-31" }),
  Q("order/list", {
    pageNum: 1,
    pageSize: 10,
    orderStatus: 52,
    agentFlag: 0,
    createTimeStart: "2025-01-01",
    createTimeEnd: "2025-12-31",
  }),
  Q("order/list", { pageNum: 1, pageSize: 10, id: "250" }),
];

export const PROBLEM_LIST_PATHS: readonly string[] = [
  Q("problem/list", { pageNum: 1, pageSize: 10 }),
  Q("problem/list", { pageNum: 2, pageSize: 10 }),
  Q("problem/list", { pageNum: 5, pageSize: 10 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, processStatus: 1 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, processStatus: 2 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, processStatus: 3 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, problemType: 3 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, problemType: 2 }),
  Q("problem/list", { pageNum: 1, pageSize: 10, createTimeStart: "2025-01-01", createTimeEnd: "2025-12-31" }),
  Q("problem/list", {
    pageNum: 1,
    pageSize: 10,
    processStatus: 1,
    problemType: 3,
    createTimeStart: "2024-01-01",
    createTimeEnd: "2026-12-31",
  }),
  Q("problem/list", { pageNum: 1, pageSize: 10, orderId: "BT000000250" }),
  Q("problem/getStatisticalNum", {}),
  Q("problem/getStatisticalNum", {}),
];

export const CONTAINER_LIST_PATHS: readonly string[] = [
  Q("container/h5/getAllContainerList", { pageNum: 1, pageSize: 10 }),
  Q("container/h5/getAllContainerList", { pageNum: 2, pageSize: 10 }),
  Q("container/h5/getAllContainerList", { pageNum: 5, pageSize: 10 }),
  Q("container/h5/getAllContainerList", { pageNum: 1, pageSize: 10, status: 4 }),
  Q("container/h5/getAllContainerList", { pageNum: 1, pageSize: 10, status: 1 }),
  Q("container/h5/getAllContainerList", { pageNum: 1, pageSize: 10, status: 11 }),
  Q("container/h5/getAllContainerList", { pageNum: 1, pageSize: 10, containerNo: "PLT0000001" }),
  Q("container/h5/getAllContainerList", {
    pageNum: 1,
    pageSize: 10,
    createTimeStart: "2025-01-01",
    createTimeEnd: "2025-12-31",
  }),
  Q("container/getStatisticalNum", {}),
  Q("container/getStatisticalNum", {}),
];

export type ListKind = "orders" | "problems" | "containers";
