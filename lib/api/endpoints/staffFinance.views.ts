import { z } from "zod";
import { ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZAccountRecordView, ZBankAccountView, ZRateView, ZTopUpView } from "./wallet.views";

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

/** A receiving account of the shop, as the desk shows it (the seller's view without its creation time). */
export const ZDeskBankAccount = ZBankAccountView.pick({
  id: true,
  bank: true,
  name: true,
  branchBank: true,
  bankAccount: true,
  bankRate: true,
  category: true,
  categoryLabel: true,
});

/** A top-up as the review list and page show it (finance-desk.ts deskTopUpView over top-up-view.ts topUpView). */
export const ZDeskTopUpView = ZTopUpView.extend({
  bankAccount: ZDeskBankAccount.nullable(),
  customer: ZDeskCustomer,
  customerBalance: int,
  slipMimeType: z.string().nullable(),
  slipFilename: z.string().nullable(),
  deadlineLeftMs: int.nullable(),
  pastDeadline: z.boolean(),
  slipPastDeadline: z.boolean(),
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

/** One row of an account's records: the seller's ledger row (lib/wallet/records.ts listAccountRecords). */
export const ZLedgerRecordView = ZAccountRecordView;

/** A rate finance recorded: the rate with its id (lib/rates/exchange-rate.ts view). */
export const ZDeskRateView = ZRateView.extend({ id: int });
