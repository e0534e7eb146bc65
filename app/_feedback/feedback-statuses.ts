import { PROBLEM_PROCESS_STATUS as S } from "@/lib/codes";

/** Feedback status (docs/warehouse.md): 1 sent, 2 taken up by the agent, 3 answered, 4 withdrawn. */
export const FEEDBACK_STATUSES = Object.freeze([
  { code: S.PENDING, key: "sent", tone: "bg-amber-100 text-amber-800" },
  { code: S.IN_PROCESS, key: "inProgress", tone: "bg-sky-100 text-sky-800" },
  { code: S.PROCESSED, key: "answered", tone: "bg-emerald-100 text-emerald-800" },
  { code: S.CANCELLED, key: "withdrawn", tone: "bg-slate-100 text-slate-600" },
] as const);

/** ?status= of the address: a known feedback status, or undefined for all. */
export function readFeedbackStatus(value: string | null): number | undefined {
  if (value === null || value === "") return undefined;
  const n = Number(value);
  return FEEDBACK_STATUSES.find((s) => s.code === n)?.code;
}

/** The seller may withdraw feedback the agent has not taken up yet. */
export const canWithdrawFeedback = (status: number) => status === S.PENDING;
