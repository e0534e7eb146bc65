import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";

const int = z.number().int();

/** A receiving account for bank-transfer top-ups (lib/wallet/top-up-view.ts bankAccountView). */
export const ZBankAccountView = z.object({
  id: int,
  bank: z.string(),
  name: z.string(),
  branchBank: z.string(),
  bankAccount: z.string(),
  bankRate: z.number(),
  category: z.string(),
  categoryLabel: z.string(),
});

/** A top-up as its customer sees it (lib/wallet/top-up-view.ts topUpView). */
export const ZTopUpView = z.object({
  id: int,
  topUpNo: z.string(),
  paymentMethod: int,
  paymentMethodLabel: z.string(),
  amount: int,
  fee: int,
  payAmount: int,
  reviewStatus: int,
  reviewStatusLabel: z.string(),
  cancelReason: z.enum(["customer", "expired"]).nullable(),
  cancelReasonLabel: z.string().nullable(),
  bankAccount: ZBankAccountView.nullable(),
  remitterName: z.string().nullable(),
  slipFileUrl: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  payOrderIds: z.array(int),
  payContainerIds: z.array(int),
  payMemberPlan: z
    .object({ id: int, tier: int, name: z.string(), autoRenew: z.boolean().nullable() })
    .nullable(),
  expiresAt: ZTimeOrNull,
  reviewNote: z.string().nullable(),
  reviewTime: ZTimeOrNull,
  createTime: ZTime,
});

/** A withdrawal request, account and ID card numbers masked (lib/wallet/withdrawals.ts withdrawalView). */
export const ZWithdrawalView = z.object({
  id: int,
  withdrawalNo: z.string(),
  amount: int,
  reviewStatus: int,
  reviewStatusLabel: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  accountType: z.string(),
  accountTypeLabel: z.string(),
  accountNo: z.string(),
  accountHolder: z.string(),
  holderIdCard: z.string().nullable(),
  holderMobile: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewTime: ZTimeOrNull,
  createTime: ZTime,
});

/** One row of the ledger (lib/wallet/records.ts listAccountRecords). */
export const ZAccountRecordView = z.object({
  id: int,
  type: int,
  typeLabel: z.string(),
  amount: int,
  balanceAfter: int,
  remark: z.string().nullable(),
  orderId: int.nullable(),
  orderNo: z.string().nullable(),
  containerId: int.nullable(),
  topUpNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  createTime: ZTime,
});

/** Balance, held amount and the limits of the top-up and withdrawal screens (lib/wallet/records.ts). */
export const ZWalletSummaryView = z.object({
  balance: int,
  frozenAmount: int,
  storageDue: int,
  limits: z.object({
    minTopUp: int,
    maxBankTopUp: int,
    maxPaypalTopUp: int,
    minWithdrawal: int,
    maxWithdrawal: int,
    offlineTopUpHours: int,
  }),
  paypal: z.object({ available: z.boolean(), feeRatePerMille: int, feeFixed: int }),
});

/** An exchange rate, yen per yuan (lib/rates/exchange-rate.ts). */
export const ZRateView = z.object({
  rate: z.number(),
  currency: z.string(),
  bankTts: z.number(),
  bankName: z.string(),
  effectiveDate: z.iso.date(),
  updateTime: ZTime,
});
