import type { Prisma } from "@/generated/prisma/client";
import { labelKeyOf } from "@/lib/codes";
import type { Translate } from "@/lib/i18n/messages";
import { TOP_UP_CANCEL_REASON } from "./constants";

/** What a customer sees of a top-up (records list, details, the screens after create/capture). */

export const topUpInclude = {
  bankAccount: {
    select: {
      id: true,
      bank: true,
      name: true,
      branchBank: true,
      bankAccount: true,
      bankRate: true,
      category: true,
    },
  },
  payMemberPlan: {
    select: { id: true, tier: true, nameJa: true, nameZh: true, nameEn: true, nameKo: true },
  },
} as const;
export type TopUpRow = Prisma.TopUpGetPayload<{ include: typeof topUpInclude }>;

const label = (t: Translate, group: string, code: number) => {
  const key = labelKeyOf(group, code);
  return key ? t(key) : String(code);
};

/** A receiving account as the API shows it (the screens use this type too). */
export type BankAccountView = {
  id: number;
  bank: string;
  name: string;
  branchBank: string;
  bankAccount: string;
  bankRate: number;
  category: string;
  categoryLabel: string;
};

export function bankAccountView(b: NonNullable<TopUpRow["bankAccount"]>, t: Translate): BankAccountView {
  return {
    id: b.id,
    bank: b.bank,
    name: b.name,
    branchBank: b.branchBank,
    bankAccount: b.bankAccount,
    bankRate: Number(b.bankRate),
    category: b.category,
    categoryLabel: t(b.category === "current" ? "wallet.accountType.current" : "wallet.accountType.ordinary"),
  };
}

/**
 * The member plan a top-up buys once credited, named in the reader's language. `t` knows the language but not
 * its code: the message `wallet.memberPlanName` is, in each language, the parameter holding that language's name.
 */
function memberPlanView(row: TopUpRow, t: Translate) {
  const plan = row.payMemberPlan;
  if (!plan) return null;
  const name = t("wallet.memberPlanName", {
    ja: plan.nameJa,
    zh: plan.nameZh,
    en: plan.nameEn,
    ko: plan.nameKo,
  });
  return { id: plan.id, tier: plan.tier, name, autoRenew: row.payMemberAutoRenew };
}

export function topUpView(row: TopUpRow, t: Translate) {
  const cancelReason =
    row.cancelReason === TOP_UP_CANCEL_REASON.EXPIRED || row.cancelReason === TOP_UP_CANCEL_REASON.CUSTOMER
      ? row.cancelReason
      : null;
  return {
    id: row.id,
    topUpNo: row.topUpNo,
    paymentMethod: row.paymentMethod,
    paymentMethodLabel: label(t, "paymentMethod", row.paymentMethod),
    /** credited to the balance */
    amount: row.amountYen,
    fee: row.feeYen,
    /** what the customer pays (amount + fee) */
    payAmount: row.amountYen + row.feeYen,
    reviewStatus: row.reviewStatus,
    reviewStatusLabel: label(t, "reviewStatus", row.reviewStatus),
    cancelReason,
    cancelReasonLabel: cancelReason ? t(`wallet.cancelReason.${cancelReason}`) : null,
    bankAccount: row.bankAccount ? bankAccountView(row.bankAccount, t) : null,
    remitterName: row.remitterName,
    slipFileUrl: row.slipFileUrl,
    paypalOrderId: row.paypalOrderId,
    /** the orders and packing-list bills this top-up pays once credited (docs/wallet.md) */
    payOrderIds: row.payOrderIds,
    payContainerIds: row.payContainerIds,
    /** or the member plan it buys once credited (docs/members.md) */
    payMemberPlan: memberPlanView(row, t),
    expiresAt: row.expiresAt,
    reviewNote: row.reviewNote,
    reviewTime: row.reviewedAt,
    createTime: row.createdAt,
  };
}
export type TopUpView = ReturnType<typeof topUpView>;
