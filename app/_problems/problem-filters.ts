import { PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { isPickable } from "@/lib/inputs/date-range";
import type { ProblemFilters, ProblemStats } from "./problem-api";

/** The status tabs of /order/orderBad, each with the getStatisticalNum field counted beside it. */
export const PROCESS_TABS: readonly { value: number | undefined; count: keyof ProblemStats }[] =
  Object.freeze([
    { value: undefined, count: "totalCount" },
    { value: PROBLEM_PROCESS_STATUS.PENDING, count: "pendingCount" },
    { value: PROBLEM_PROCESS_STATUS.IN_PROCESS, count: "inProcessCount" },
    { value: PROBLEM_PROCESS_STATUS.PROCESSED, count: "processedCount" },
    { value: PROBLEM_PROCESS_STATUS.CANCELLED, count: "cancelledCount" },
  ]);

const PROCESS_VALUES: readonly number[] = Object.values(PROBLEM_PROCESS_STATUS);
const TYPE_VALUES: readonly number[] = Object.values(PROBLEM_TYPE);

/** Reads the bad-order list's filters from the address; unknown or malformed values are left out. */
export function readProblemFilters(params: URLSearchParams): ProblemFilters {
  const code = (k: string, allowed: readonly number[]) => {
    const raw = params.get(k);
    const n = raw === null || raw === "" ? NaN : Number(raw);
    return allowed.includes(n) ? n : undefined;
  };
  const processStatus = code("processStatus", PROCESS_VALUES);
  const problemType = code("problemType", TYPE_VALUES);
  const start = params.get("createTimeStart") ?? "";
  const end = params.get("createTimeEnd") ?? "";
  const orderId = (params.get("orderId") ?? "").trim();
  return {
    ...(processStatus !== undefined ? { processStatus } : {}),
    ...(problemType !== undefined ? { problemType } : {}),
    ...(isPickable(start) && isPickable(end) && start <= end
      ? { createTimeStart: start, createTimeEnd: end }
      : {}),
    ...(/^[A-Za-z0-9-]{1,32}$/.test(orderId) ? { orderId } : {}),
  };
}
