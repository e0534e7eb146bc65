import { CODE_TABLE, labelKeyOf } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Translate } from "@/lib/i18n/messages";
import { renderSystemText } from "@/lib/i18n/system-text";
import { japanDayRange } from "@/lib/japan-time";
import type { TRecordsQuery } from "@/lib/validation/wallet";
import { paypalAvailable } from "@/lib/paypal/config";
import { PAYPAL_FEE, WALLET_LIMITS } from "./constants";
import { storageDueYen } from "@/lib/warehouse/storage-fees";

/** Account (fund) records of /accountEcords and the wallet summary. */

/**
 * A row's remark in the reader's language: the system's words (its message key) and then a person's (an
 * operator's reason), or the person's alone. The records screens and the finance desk's download say the same.
 */
export function remarkText(
  t: Translate,
  r: { remark: string | null; remarkKey: string | null; remarkParams: unknown },
): string | null {
  return r.remarkKey
    ? [renderSystemText(t, r.remarkKey, r.remarkParams), r.remark].filter(Boolean).join(" — ")
    : r.remark;
}

/** A ledger type's name in the reader's language (its code when the table has no label for it). */
export function transactionTypeLabel(t: Translate, type: number): string {
  const key = labelKeyOf("transactionType", type);
  return key ? t(key) : String(type);
}

export async function listAccountRecords(customerId: number, q: TRecordsQuery, t: Translate) {
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  const where = {
    customerId,
    ...(q.type === undefined ? {} : { type: q.type }),
    ...(createdAt ? { createdAt } : {}),
  };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.accountTransaction.count({ where }),
    db.accountTransaction.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      include: {
        topUp: { select: { topUpNo: true } },
        withdrawal: { select: { withdrawalNo: true } },
        order: { select: { orderNo: true } },
      },
    }),
  ]);
  return {
    total,
    rows: rows.map((r) => {
      return {
        id: r.id,
        type: r.type,
        typeLabel: transactionTypeLabel(t, r.type),
        /** signed yen: + credit, − debit */
        amount: r.amountYen,
        balanceAfter: r.balanceAfterYen,
        remark: remarkText(t, r),
        orderId: r.orderId,
        orderNo: r.order?.orderNo ?? null,
        containerId: r.containerId,
        topUpNo: r.topUp?.topUpNo ?? null,
        withdrawalNo: r.withdrawal?.withdrawalNo ?? null,
        createTime: r.createdAt,
      };
    }),
  };
}
export type AccountRecordView = Awaited<ReturnType<typeof listAccountRecords>>["rows"][number];

/** The filter options of the records screen: every ledger type with its label in the request language. */
export function transactionTypeOptions(t: Translate) {
  return CODE_TABLE.filter((e) => e.group === "transactionType").map((e) => ({
    value: e.code,
    label: t(e.labelKey),
  }));
}
export type TransactionTypeOption = ReturnType<typeof transactionTypeOptions>[number];

/** Balance, held amount and what the top-up/withdrawal screens need to know before asking. */
export async function walletSummary(customerId: number) {
  const c = await getDb().customer.findUnique({
    where: { id: customerId },
    select: { balanceYen: true, frozenYen: true },
  });
  if (!c) throw new AppError("NOT_FOUND");
  return {
    balance: c.balanceYen,
    frozenAmount: c.frozenYen,
    /** storage fees the balance could not pay, billed with the next packing list (docs/jobs.md) */
    storageDue: await storageDueYen(customerId),
    limits: {
      minTopUp: WALLET_LIMITS.minTopUpYen,
      maxBankTopUp: WALLET_LIMITS.maxBankTopUpYen,
      maxPaypalTopUp: WALLET_LIMITS.maxPaypalTopUpYen,
      minWithdrawal: WALLET_LIMITS.minWithdrawalYen,
      maxWithdrawal: c.balanceYen,
      offlineTopUpHours: WALLET_LIMITS.offlineTopUpHours,
    },
    paypal: {
      available: paypalAvailable(),
      feeRatePerMille: PAYPAL_FEE.ratePerMille,
      feeFixed: PAYPAL_FEE.fixedYen,
    },
  };
}
export type WalletSummary = Awaited<ReturnType<typeof walletSummary>>;
