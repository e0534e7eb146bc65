import {
  handlingIssue,
  moneyEffect,
  quantityChosen,
  quantityIssue,
  type ApplyContext,
  type Issue,
} from "@/lib/problems/handling-rules";
import type { ProblemChoice, ProblemDetail } from "./problem-api";

/**
 * /account/badApply checks the seller's choice with the server's own rules (lib/problems/handling-rules.ts)
 * against the `context` of the problem's detail, in the server's order; the first failing rule is shown
 * (SPEC §5) on the field it belongs to.
 */
export type ApplyField = "handling" | "quantity";
export type ApplyIssue = Issue & { field: ApplyField };

export function applyIssue(
  handling: number | undefined,
  quantity: number | "",
  ctx: ApplyContext,
): ApplyIssue | null {
  if (!handling) return { field: "handling", key: "problemPage.apply.chooseHandling" };
  const h = handlingIssue(handling, ctx);
  if (h) return { field: "handling", ...h };
  if (!quantityChosen(handling, ctx)) return null;
  const q = quantityIssue(handling, quantity === "" ? 0 : quantity, ctx);
  return q ? { field: "quantity", ...q } : null;
}

/** The handling named in the address (?handling=), when it may be chosen now. */
export function initialHandling(param: string | null, choices: readonly ProblemChoice[]): number | undefined {
  const n = Number(param);
  return choices.find((c) => c.handling === n && c.allowed)?.handling;
}

/**
 * The money effect of a choice for the pieces chosen, computed by the server's own function
 * (lib/problems/handling-rules.ts `moneyEffect`) from the money context of the problem's detail: the fee by
 * the fee table, the goods money that comes back for exactly these pieces (the yen the balance gets), what
 * re-sending costs. The agent quotes the real fee; a return refunds what the supplier pays back.
 */
export function moneyFor(
  choice: ProblemChoice,
  pieces: number,
  problem: Pick<ProblemDetail, "problemType" | "money">,
) {
  const { feeYen, refundYen } = moneyEffect(choice.handling, pieces, problem.problemType, problem.money);
  return { feeYen, refundYen, resendYen: choice.resendYen };
}
