import { MEMBER_TIER, PAYMENT_METHOD, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { completeCapture } from "@/lib/paypal/top-up";
import { paypalFeeYen, WALLET_LIMITS } from "@/lib/wallet/constants";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { freshNo } from "@/lib/wallet/numbers";
import { approveTopUp } from "@/lib/wallet/top-up-review";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { cancelTopUp, createBankTopUp, saveSlip } from "@/lib/wallet/top-ups";
import { requestWithdrawal } from "@/lib/wallet/withdrawals";
import { ZBankTopUpCreate, ZWithdrawalCreate } from "@/lib/validation/wallet";
import { parseInput } from "@/lib/validation/parse";
import { makeRng } from "./catalogue-random";
import { DAY, HOUR, MIN, plus, type Clock } from "./demo-clock";
import { demoUpload } from "./demo-files";
import type { Ref } from "./demo-reference";
import { PLANS } from "./demo-reference-data";
import type { TimedStep } from "./demo-steps";

type Rng = ReturnType<typeof makeRng>;

/** A bank-transfer request (optionally with its slip), approved by the agent `approvedAfter` later. */
function bankTopUp(
  customerId: number,
  at: Date,
  amount: number,
  bankAccountId: number,
  opts: { slip?: boolean; approvedAfter?: number; remitter: string },
): TimedStep[] {
  let id = 0;
  const steps: TimedStep[] = [
    {
      at,
      label: `topup:${amount}`,
      run: async () => {
        const slip = opts.slip
          ? (await demoUpload(customerId, "slip", "振込明細.jpg", { photo: amount })).url
          : undefined;
        const r = await createBankTopUp(
          customerId,
          parseInput(ZBankTopUpCreate, { amount, bankAccountId, remitterName: opts.remitter }),
        );
        id = r.topUp.id;
        if (slip) await saveSlip(customerId, id, slip);
      },
    },
  ];
  if (opts.approvedAfter)
    steps.push({
      at: plus(at, opts.approvedAfter),
      label: `topup-approve:${amount}`,
      run: async () => void (await approveTopUp(CLI_ACTOR, { id, note: "入金を確認しました" })),
    });
  return steps;
}

/**
 * A PayPal top-up as PayPal's answers leave it: the request row (what createPaypalTopUp writes before the
 * customer approves at PayPal — PayPal itself is not there in the demo), then the capture credited through
 * completeCapture, or the customer cancelling.
 */
function paypalTopUp(
  customerId: number,
  at: Date,
  amount: number,
  rng: Rng,
  outcome: "captured" | "cancelled",
): TimedStep[] {
  let id = 0;
  return [
    {
      at,
      label: `paypal:${amount}`,
      run: async () => {
        const row = await getDb().$transaction(async (tx) =>
          tx.topUp.create({
            data: {
              customerId,
              topUpNo: await freshNo(tx, "TU"),
              paymentMethod: PAYMENT_METHOD.PAYPAL,
              amountYen: amount,
              feeYen: paypalFeeYen(amount),
              reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
              paypalOrderId: rng.upper(17),
              expiresAt: plus(now(), WALLET_LIMITS.offlineTopUpHours * HOUR),
              createdAt: now(),
            },
          }),
        );
        id = row.id;
      },
    },
    {
      at: plus(at, outcome === "captured" ? 2 * MIN : 15 * MIN),
      label: `paypal-${outcome}:${amount}`,
      run: async () => {
        if (outcome === "cancelled") {
          await cancelTopUp(customerId, id);
          return;
        }
        const value = String(amount + paypalFeeYen(amount));
        await completeCapture(id, {
          id: rng.upper(17),
          status: "COMPLETED",
          amount: { currency_code: "JPY", value },
        });
      },
    },
  ];
}

export function demoWalletSteps(clock: Clock, rng: Rng, ref: Ref, customerId: number): TimedStep[] {
  const bank = (i: number) => ref.banks[i]?.id ?? ref.banks[0].id;
  const withdrawalAt = clock.at(2, 18, 15);
  return [
    ...bankTopUp(customerId, clock.at(45, 10, 20), 300_000, bank(0), {
      slip: true,
      approvedAfter: 3 * HOUR,
      remitter: "ヤマダ タロウ",
    }),
    ...paypalTopUp(customerId, clock.at(38, 21, 5), 300_000, rng, "captured"),
    ...bankTopUp(customerId, clock.at(25, 11, 40), 250_000, bank(1), {
      slip: true,
      approvedAfter: 2 * HOUR,
      remitter: "ヤマダ タロウ",
    }),
    ...paypalTopUp(customerId, clock.at(8, 22, 40), 50_000, rng, "cancelled"),
    {
      at: withdrawalAt,
      label: "withdrawal",
      run: async () => {
        await requestWithdrawal(
          customerId,
          parseInput(ZWithdrawalCreate, {
            amount: 30_000,
            bankName: "三井住友銀行",
            branchName: "渋谷支店",
            accountType: "ordinary",
            accountNo: "7012345",
            accountHolder: "ヤマダ タロウ",
          }),
        );
      },
    },
    ...bankTopUp(customerId, new Date(clock.now.getTime() - 10 * MIN), 200_000, bank(2), {
      remitter: "ヤマダ タロウ",
    }),
  ];
}

/** A withdrawal request to the VIP member's own account, waiting for finance. */
function vipWithdrawal(customerId: number, at: Date, amount: number): TimedStep {
  return {
    at,
    label: `vip-withdrawal:${amount}`,
    run: async () => {
      await requestWithdrawal(
        customerId,
        parseInput(ZWithdrawalCreate, {
          amount,
          bankName: "みずほ銀行",
          branchName: "日本橋支店",
          accountType: "ordinary",
          accountNo: "3056789",
          accountHolder: "ゴウドウガイシヤハナコトレ-デイング",
        }),
      );
    },
  };
}

/**
 * The VIP member: one large bank transfer, then the month's VIP fee and membership; lately two transfers
 * with their slips and two withdrawals, all waiting for finance. Seeded last, so on a fresh seed they are
 * top-ups 7 and 8 and withdrawals 2 and 3: the finance desk's examples in the API reference approve and reject
 * them (lib/api/endpoints/staffFinance.ts), leaving the demo member's own requests to the seller's examples.
 */
export function vipWalletSteps(clock: Clock, ref: Ref, customerId: number): TimedStep[] {
  const plan = PLANS.find((p) => p.tier === MEMBER_TIER.VIP)!;
  const start = clock.at(20, 9, 0);
  const bank = ref.banks[ref.banks.length - 1].id;
  return [
    ...bankTopUp(customerId, clock.at(21, 11, 5), 1_529_800, bank, {
      approvedAfter: 2 * HOUR,
      remitter: "ゴウドウガイシヤハナコトレ-デイング",
    }),
    {
      at: start,
      label: "vip-fee",
      run: async () => {
        await applyBalanceChangeNow({
          customerId,
          type: TRANSACTION_TYPE.MEMBERSHIP_FEE,
          amountYen: -plan.feeYen,
          idempotencyKey: `membership:${start.toISOString().slice(0, 10)}`,
          remarkKey: "ledger.membershipFee",
          remarkParams: { days: 30 },
        });
        await getDb().customerMember.create({
          data: {
            customerId,
            planId: ref.plans.get(MEMBER_TIER.VIP)!,
            startAt: start,
            endAt: plus(start, 30 * DAY),
            feeYen: plan.feeYen,
            createdAt: start,
          },
        });
      },
    },
    ...bankTopUp(customerId, clock.at(2, 14, 10), 300_000, bank, {
      slip: true,
      remitter: "ゴウドウガイシヤハナコトレ-デイング",
    }),
    ...bankTopUp(customerId, clock.at(1, 16, 30), 120_000, bank, {
      slip: true,
      remitter: "サトウ ハナコ",
    }),
    vipWithdrawal(customerId, clock.at(1, 17, 5), 200_000),
    vipWithdrawal(customerId, clock.at(1, 17, 20), 50_000),
  ];
}
