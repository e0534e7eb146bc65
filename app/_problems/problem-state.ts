import { ORDER_STATUS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import type { ProblemRow } from "./problem-api";

/** The order waits for the seller's choice in 24, or in 26 after the agent refused an application. */
const AWAITING_CHOICE: readonly number[] = [ORDER_STATUS.DEFECT_PENDING, ORDER_STATUS.DEFECT_REJECTED];

/** True while the seller has to choose a handling for this problem. */
export const awaitsChoice = (p: Pick<ProblemRow, "processStatus" | "orderStatus">) =>
  p.processStatus === PROBLEM_PROCESS_STATUS.PENDING && AWAITING_CHOICE.includes(p.orderStatus);

/** Where the fee of a return or destruction stands: not quoted yet, quoted and unpaid, paid. */
export function feeState(p: Pick<ProblemRow, "feeQuoted" | "feePaid">): "none" | "quoted" | "paid" {
  return p.feePaid ? "paid" : p.feeQuoted ? "quoted" : "none";
}

/** Exchange and reissue: the supplier sends pieces again at its own cost. */
export const resends = (handling: number) =>
  handling === PROBLEM_HANDLING.EXCHANGE || handling === PROBLEM_HANDLING.REISSUE;
