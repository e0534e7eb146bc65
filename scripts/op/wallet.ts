// Operator commands for the wallet (docs/wallet.md). Each npm script passes its sub-command:
//   npm run op:topup-pending                         bank-transfer requests waiting for review
//   npm run op:topup-approve -- <TU…|id> [note]       transfer arrived: credit the balance
//   npm run op:topup-reject -- <TU…|id> "reason"      no matching transfer: nothing credited
//   npm run op:topup-expire                          cancel unpaid requests older than 24 h
//   npm run op:withdrawal-pending                    withdrawals waiting (full account numbers)
//   npm run op:withdrawal-approve -- <WD…|id> [note]  money sent: the hold ends
//   npm run op:withdrawal-reject -- <WD…|id> "reason" [--failed]   held amount goes back to the balance
//   npm run op:balance-adjust -- <email|id> compensation|deduction <yen> "reason" [--key <key>]
import { formatDateTime, formatYen } from "@/lib/format";
import { Usage, need, option, runCommands, text } from "./cli";
import { adjustBalance } from "@/lib/wallet/adjust";
import { ADJUSTMENT_TYPES } from "@/lib/wallet/constants";
import { approveTopUp, findTopUpId, listPendingTopUps, rejectTopUp } from "@/lib/wallet/top-up-review";
import { expireStaleTopUps } from "@/lib/wallet/top-ups";
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
  async "topup-approve"([ref, ...note]) {
    const r = await approveTopUp(await findTopUpId(need(ref, "top-up number")), text(note) || undefined);
    console.log(
      `approved ${r.topUp.topUpNo}: +¥${formatYen(r.topUp.amountYen)}, balance now ¥${formatYen(r.balanceYen)}`,
    );
  },
  async "topup-reject"([ref, ...reason]) {
    const row = await rejectTopUp(
      await findTopUpId(need(ref, "top-up number")),
      need(text(reason), "reason"),
    );
    console.log(`rejected ${row.topUpNo} (nothing credited)`);
  },
  async "topup-expire"() {
    console.log(`expired ${await expireStaleTopUps()} unpaid top-up request(s)`);
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
  async "withdrawal-approve"([ref, ...note]) {
    const r = await approveWithdrawal(
      await findWithdrawalId(need(ref, "withdrawal number")),
      text(note) || undefined,
    );
    console.log(
      `approved ${r.withdrawal.withdrawalNo}: ¥${formatYen(r.withdrawal.amountYen)} paid out, hold released`,
    );
  },
  async "withdrawal-reject"(args) {
    const failed = option(args, "--failed", false) === true;
    const [ref, ...reason] = args;
    const r = await rejectWithdrawal(
      await findWithdrawalId(need(ref, "withdrawal number")),
      need(text(reason), "reason"),
      failed,
    );
    console.log(
      `${failed ? "marked failed" : "rejected"} ${r.withdrawal.withdrawalNo}: ¥${formatYen(r.withdrawal.amountYen)}` +
        ` back in the balance (now ¥${formatYen(r.balanceYen)})`,
    );
  },
  async "balance-adjust"(args) {
    const key = option(args, "--key", true) as string | undefined;
    const [customer, kind, yen, ...reason] = args;
    if (!kind || !Object.hasOwn(ADJUSTMENT_TYPES, kind))
      throw new Usage("kind must be compensation or deduction");
    if (!yen || !/^\d+$/.test(yen) || Number(yen) < 1) throw new Usage("amount must be whole yen ≥ 1");
    if (key !== undefined && !/^[A-Za-z0-9_-]{1,61}$/.test(key))
      throw new Usage("--key: 1–61 letters, digits, - or _");
    const r = await adjustBalance({
      customer: need(customer, "customer e-mail or id"),
      kind: kind as keyof typeof ADJUSTMENT_TYPES,
      amountYen: Number(yen),
      reason: need(text(reason), "reason"),
      idempotencyKey: key,
    });
    const sign = r.transaction.amountYen > 0 ? "+" : "−";
    console.log(
      `${r.replayed ? "already done (same --key)" : kind}: ${sign}¥${formatYen(Math.abs(r.transaction.amountYen))}` +
        `, balance now ¥${formatYen(r.balanceYen)} (ledger #${r.transaction.id})`,
    );
  },
};

await runCommands(
  commands,
  "usage: tsx scripts/op/wallet.ts <command> …  (see docs/wallet.md)",
  "the header of scripts/op/wallet.ts or docs/wallet.md",
);
