// Operator commands for defects (docs/warehouse.md). Each npm script passes its sub-command:
//   npm run op:problem -- pending                      applications the agent has to act on, by step
//   npm run op:problem -- quote <problem id> [<yen>] [--note "…"]   return / destruction fee (60 → 64, 76 → 80)
//   npm run op:problem -- send-back <problem id> [--note "…"]       exchange: pieces back to the supplier (28 → 32)
//   npm run op:problem -- split <problem id> [--note "…"]           partial return / destruction (36 / 82)
//   npm run op:problem -- returned <problem id> [<refund yen>] [--note "…"]   return done, refund (68 → 72)
//   npm run op:problem -- destroyed <problem id> [--note "…"]       destruction done (83 → 84)
//   npm run op:problem -- reject <problem id> "reason"             cannot carry the application out (→ 26)
//   npm run op:problem -- withdraw <problem id> [--note "…"]        the defect was a mistake (problem → 4)
// Exchanged or reissued pieces come in with op:arrive, then op:inspect. Each action takes --as <staff e-mail>:
// the seller's timeline then names that member (docs/staff.md), and its audit row is written under that member
// (without --as: "cli"), as the defects desk does (docs/warehouse.md "Defects desk").
import { ORDER_STATUS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { translator } from "@/lib/i18n/messages";
import { labelKeyOf } from "@/lib/codes";
import { completeDestruction, completeReturn } from "@/lib/problems/agent-complete";
import { rejectApplication, withdrawDefect } from "@/lib/problems/agent-decline";
import { sendBackForExchange } from "@/lib/problems/agent-exchange";
import { quoteProblemFee } from "@/lib/problems/agent-quote-fee";
import { splitOffProblem } from "@/lib/problems/agent-split-off";
import { parseInput } from "@/lib/validation/parse";
import { ZAgentProblemNote, ZFeeQuote, ZRejectApplication, ZReturnDone } from "@/lib/validation/problem";
import { Usage, actorOption, id, need, option, runCommands, text } from "./cli";

const yen = (value: string | undefined, what: string) => {
  if (value === undefined) return undefined;
  if (!/^\d{1,8}$/.test(value)) throw new Usage(`${what} must be whole yen`);
  return Number(value);
};

const NEXT_STEP: readonly [number, string][] = [
  [ORDER_STATUS.EXCHANGE_AWAITING_RETURN, "exchange: send the pieces back (send-back)"],
  [ORDER_STATUS.REISSUE_AWAITING_ARRIVAL, "reissue: wait for the pieces (op:arrive)"],
  [ORDER_STATUS.PENDING_PARTIAL_RETURN, "partial return: split the pieces off (split)"],
  [ORDER_STATUS.PENDING_PARTIAL_DESTRUCTION, "partial destruction: split the pieces off (split)"],
  [ORDER_STATUS.RETURN_REQUESTED, "return: quote the fee (quote)"],
  [ORDER_STATUS.DESTRUCTION_REQUESTED, "destruction: quote the fee (quote)"],
  [ORDER_STATUS.RETURN_AWAITING_PAYMENT, "return: the seller pays the fee"],
  [ORDER_STATUS.DESTRUCTION_AWAITING_PAYMENT, "destruction: the seller pays the fee"],
  [ORDER_STATUS.AWAITING_RETURN, "return paid: return the pieces (returned)"],
  [ORDER_STATUS.PENDING_DESTRUCTION, "destruction paid: destroy the pieces (destroyed)"],
];

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async pending() {
    const t = translator("ja");
    const rows = await getDb().problem.findMany({
      where: { processStatus: { in: [PROBLEM_PROCESS_STATUS.PENDING, PROBLEM_PROCESS_STATUS.IN_PROCESS] } },
      orderBy: { updatedAt: "asc" },
      take: 200,
      select: {
        id: true,
        processStatus: true,
        handling: true,
        quantity: true,
        applyQuantity: true,
        feeYen: true,
        updatedAt: true,
        order: { select: { id: true, orderNo: true, orderStatus: true } },
        customer: { select: { email: true } },
      },
    });
    const label = (group: string, code: number | null) => {
      const key = code === null ? undefined : labelKeyOf(group, code);
      return key ? t(key) : "-";
    };
    for (const [status, step] of NEXT_STEP) {
      const own = rows.filter(
        (r) => r.processStatus === PROBLEM_PROCESS_STATUS.IN_PROCESS && r.order.orderStatus === status,
      );
      if (!own.length) continue;
      console.log(`\n${step}`);
      for (const r of own)
        console.log(
          `  problem #${r.id}  order #${r.order.id} ${r.order.orderNo}  ${r.customer.email}  ${label("problemHandling", r.handling)}` +
            ` ${r.applyQuantity ?? r.quantity} pcs${r.feeYen ? `  fee ¥${r.feeYen}` : ""}  since ${formatDateTime(r.updatedAt)}`,
        );
    }
    const waiting = rows.filter((r) => r.processStatus === PROBLEM_PROCESS_STATUS.PENDING).length;
    console.log(`\n${waiting} problem(s) wait for the seller's choice`);
  },
  async quote(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await quoteProblemFee(
      parseInput(ZFeeQuote, { problemId: id(args[0], "problem id"), feeYen: yen(args[1], "fee"), note }),
      by,
    );
    console.log(
      `problem ${r.problemId}: fee ¥${r.feeYen} quoted, order ${r.orderId} awaits the seller's payment`,
    );
  },
  async "send-back"(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await sendBackForExchange(
      parseInput(ZAgentProblemNote, { problemId: id(args[0], "problem id"), note }),
      by,
    );
    console.log(`problem ${r.problemId}: sent back for exchange, order ${r.orderId} awaits the replacements`);
  },
  async split(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await splitOffProblem(
      parseInput(ZAgentProblemNote, { problemId: id(args[0], "problem id"), note }),
      by,
    );
    console.log(
      `problem ${r.problemId}: split into order #${r.splitOrderId} ${r.splitOrderNo}; order ${r.orderId} goes on`,
    );
  },
  async returned(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await completeReturn(
      parseInput(ZReturnDone, {
        problemId: id(args[0], "problem id"),
        refundYen: yen(args[1], "refund"),
        note,
      }),
      by,
    );
    console.log(`problem ${r.problemId}: returned, ¥${r.refundYen} refunded`);
  },
  async destroyed(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await completeDestruction(
      parseInput(ZAgentProblemNote, { problemId: id(args[0], "problem id"), note }),
      by,
    );
    console.log(`problem ${r.problemId}: destroyed`);
  },
  async reject(args) {
    const by = await actorOption(args);
    const [problem, ...reason] = args;
    const r = await rejectApplication(
      parseInput(ZRejectApplication, {
        problemId: id(problem, "problem id"),
        reason: need(text(reason), "reason"),
      }),
      by,
    );
    console.log(`problem ${r.problemId}: application refused, the seller chooses again`);
  },
  async withdraw(args) {
    const by = await actorOption(args);
    const note = option(args, "--note", true) as string | undefined;
    const r = await withdrawDefect(
      parseInput(ZAgentProblemNote, { problemId: id(args[0], "problem id"), note }),
      by,
    );
    console.log(`problem ${r.problemId}: withdrawn (no defect)`);
  },
};

await runCommands(
  commands,
  "usage: npm run op:problem -- <command> …  (see docs/warehouse.md)",
  "the header of scripts/op/problem.ts or docs/warehouse.md",
);
