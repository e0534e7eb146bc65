// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as problems from "@/lib/api/endpoints/problems";

export const problemApply: ClientRoute<typeof problems.problemApply> = {
  method: "POST",
  path: "/shop/problem/apply",
  envelope: "data",
};
export const problemCancel: ClientRoute<typeof problems.problemCancel> = {
  method: "POST",
  path: "/shop/problem/cancel",
  envelope: "data",
};
export const problemDetail: ClientRoute<typeof problems.problemDetail> = {
  method: "GET",
  path: "/shop/problem/{id}",
  envelope: "data",
};
export const problemList: ClientRoute<typeof problems.problemList> = {
  method: "GET",
  path: "/shop/problem/list",
  envelope: "paged",
};
export const problemPayFee: ClientRoute<typeof problems.problemPayFee> = {
  method: "POST",
  path: "/shop/problem/payFee",
  envelope: "data",
};
export const problemStats: ClientRoute<typeof problems.problemStats> = {
  method: "GET",
  path: "/shop/problem/getStatisticalNum",
  envelope: "data",
};
