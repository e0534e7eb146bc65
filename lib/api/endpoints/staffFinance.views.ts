import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";

/** What the finance desk reads (lib/wallet/finance-desk.ts, lib/wallet/records.ts, lib/rates/exchange-rate.ts). */

const int = z.number().int();

/** The customer a desk row belongs to (finance-desk.ts customerView). */
export const ZDeskCustomer = z.object({
  id: int,
  email: z.string(),
  userName: z.string(),
  companyName: z.string().nullable(),
});

/** A customer found by the picker, with their balance (finance-desk.ts lookupCustomers). */
export const ZLedgerCustomer = ZDeskCustomer.extend({ balance: int, frozenAmount: int });

/** A receiving account of the shop (lib/wallet/top-up-view.ts bankAccountView). */
export const ZDeskBankAccount = z.object({
  id: int,
  bank: z.string(),
  name: z.string(),
  branchBank: z.string(),
  bankAccount: z.string(),
  bankRate: z.number(),
  category: z.string(),
  categoryLabel: z.string(),
});

/** A top-up as the review list and page show it (finance-desk.ts deskTopUpView over top-up-view.ts topUpView). */
export const ZDeskTopUpView = z.object({
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
  bankAccount: ZDeskBankAccount.nullable(),
  remitterName: z.string().nullable(),
  slipFileUrl: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  payOrderIds: z.array(int),
  payContainerIds: z.array(int),
  expiresAt: ZTimeOrNull,
  reviewNote: z.string().nullable(),
  reviewTime: ZTimeOrNull,
  createTime: ZTime,
  customer: ZDeskCustomer,
  customerBalance: int,
  slipMimeType: z.string().nullable(),
  slipFilename: z.string().nullable(),
  deadlineLeftMs: int.nullable(),
  pastDeadline: z.boolean(),
  waitingMs: int,
  canApprove: z.boolean(),
  canReject: z.boolean(),
});

/** A withdrawal with the whole receiving account (finance-desk.ts listDeskWithdrawals). */
export const ZDeskWithdrawalView = z.object({
  id: int,
  withdrawalNo: z.string(),
  customer: ZDeskCustomer,
  amount: int,
  reviewStatus: int,
  reviewStatusLabel: z.string(),
  pending: z.boolean(),
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
  waitingMs: int,
});

/** One row of an account's records (lib/wallet/records.ts listAccountRecords). */
export const ZLedgerRecordView = z.object({
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

/** A rate finance recorded (lib/rates/exchange-rate.ts view). */
export const ZDeskRateView = z.object({
  id: int,
  rate: z.number(),
  currency: z.string(),
  bankTts: z.number(),
  bankName: z.string(),
  effectiveDate: z.iso.date(),
  updateTime: ZTime,
});
