// Operator commands for the wallet (docs/wallet.md). Each npm script passes its sub-command:
//   npm run op:topup-pending                         bank-transfer requests waiting for review
//   npm run op:topup-approve -- <TU…|id> [note]       transfer arrived: credit the balance
//   npm run op:topup-reject -- <TU…|id> "reason"      no matching transfer: nothing credited
//   npm run op:topup-expire [--as <email>]           cancel unpaid requests whose 24 h deadline has come
//   npm run op:withdrawal-pending                    withdrawals waiting (full account numbers)
//   npm run op:withdrawal-approve -- <WD…|id> [note]  money sent: the hold ends
//   npm run op:withdrawal-reject -- <WD…|id> "reason" [--failed]   held amount goes back to the balance
//   npm run op:balance-adjust -- <email|id> compensation|deduction <yen> "reason" [--key <key>]
// Every approve, reject and adjustment writes the audit trail as "cli", or with `--as <email>` as that
// active staff member (docs/staff.md "Finance desk"); the finance desk calls the same functions.
import { formatDateTime, formatYen } from "@/lib/format";
import { parseInput } from "@/lib/validation/parse";
import {
  ZBalanceAdjust,
  ZTopUpApprove,
  ZTopUpReject,
  ZWithdrawalPay,
  ZWithdrawalReject,
} from "@/lib/validation/staff-finance";
import { actorOption, need, option, runCommands, text } from "./cli";
import { adjustBalance } from "@/lib/wallet/adjust";
import { approveTopUp, findTopUpId, listPendingTopUps, rejectTopUp } from "@/lib/wallet/top-up-review";
import { expireDueTopUps } from "@/lib/wallet/top-ups";
import {
  approveWithdrawal,
  findWithdrawalId,
  listPendingWithdrawals,
  rejectWithdrawal,
} from "@/lib/wallet/withdrawals";

const commands: Record<string, (args: string[]) => Promise<void>> = {
  async "topup-pending"() {
    const rows = await listPendingTopUps();
    if (!rows.length) console.log("no bank-transfer top-up is waiting");
    for (const t of rows)
      console.log(
        `${t.topUpNo}  #${t.id}  ${formatDateTime(t.createdAt)}  ${t.customer.email}  ¥${formatYen(t.amountYen)}` +
          `  remitter: ${t.remitterName ?? "-"}  to: ${t.bankAccount?.bank ?? "-"} ${t.bankAccount?.bankAccount ?? ""}` +
          `  slip: ${t.slipFileUrl ?? "(none)"}  deadline: ${t.expiresAt ? formatDateTime(t.expiresAt) : "-"}`,
      );
  },
  async "topup-approve"(args) {
    const actor = await actorOption(args);
    const [ref, ...note] = args;
    const id = await findTopUpId(need(ref, "top-up number"));
    const r = await approveTopUp(actor, parseInput(ZTopUpApprove, { id, note: text(note) }));
    console.log(
      `approved ${r.topUp.topUpNo}: +¥${formatYen(r.topUp.amountYen)}, balance now ¥${formatYen(r.balanceYen)}`,
    );
  },
  async "topup-reject"(args) {
    const actor = await actorOption(args);
    const [ref, ...reason] = args;
    const id = await findTopUpId(need(ref, "top-up number"));
    const row = await rejectTopUp(
      actor,
      parseInput(ZTopUpReject, { id, reason: need(text(reason), "reason") }),
    );
    console.log(`rejected ${row.topUpNo} (nothing credited)`);
  },
  async "topup-expire"(args) {
    const { expired } = await expireDueTopUps(await actorOption(args));
    console.log(`expired ${expired.length} unpaid top-up request(s) ${expired.join(" ")}`.trim());
  },
  async "withdrawal-pending"() {
    const rows = await listPendingWithdrawals();
    if (!rows.length) console.log("no withdrawal is waiting");
    for (const w of rows)
      console.log(
        `${w.withdrawalNo}  #${w.id}  ${formatDateTime(w.createdAt)}  ${w.customer.email}  ¥${formatYen(w.amountYen)}` +
          `  → ${w.bankName} ${w.branchName} ${w.accountType} ${w.accountNo} ${w.accountHolder}` +
          (w.holderIdCard ? `  ID ${w.holderIdCard}  ☎ ${w.holderMobile}` : ""),
      );
  },
  async "withdrawal-approve"(args) {
    const actor = await actorOption(args);
    const [ref, ...note] = args;
    const id = await findWithdrawalId(need(ref, "withdrawal number"));
    const r = await approveWithdrawal(actor, parseInput(ZWithdrawalPay, { id, note: text(note) }));
    console.log(
      `approved ${r.withdrawal.withdrawalNo}: ¥${formatYen(r.withdrawal.amountYen)} paid out, hold released`,
    );
  },
  async "withdrawal-reject"(args) {
    const actor = await actorOption(args);
    const failed = option(args, "--failed", false) === true;
    const [ref, ...reason] = args;
    const id = await findWithdrawalId(need(ref, "withdrawal number"));
    const r = await rejectWithdrawal(
      actor,
      parseInput(ZWithdrawalReject, { id, reason: need(text(reason), "reason"), failed }),
    );
    console.log(
      `${failed ? "marked failed" : "rejected"} ${r.withdrawal.withdrawalNo}: ¥${formatYen(r.withdrawal.amountYen)}` +
        ` back in the balance (now ¥${formatYen(r.balanceYen)})`,
    );
  },
  async "balance-adjust"(args) {
    const actor = await actorOption(args);
    const key = option(args, "--key", true);
    const [customer, kind, yen, ...reason] = args;
    const input = parseInput(ZBalanceAdjust, {
      customer: need(customer, "customer e-mail or id"),
      kind,
      amount: yen,
      reason: need(text(reason), "reason"),
      idempotencyKey: key,
    });
    const r = await adjustBalance(actor, input);
    const sign = r.transaction.amountYen > 0 ? "+" : "−";
    console.log(
      `${r.replayed ? "already done (same --key)" : input.kind}: ${sign}¥${formatYen(Math.abs(r.transaction.amountYen))}` +
        `, balance now ¥${formatYen(r.balanceYen)} (ledger #${r.transaction.id})`,
    );
  },
};

await runCommands(
  commands,
  "usage: tsx scripts/op/wallet.ts <command> …  (see docs/wallet.md)",
  "the header of scripts/op/wallet.ts or docs/wallet.md",
);
