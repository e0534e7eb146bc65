import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams } from "@/lib/api/contract/common";
import {
  ZBalanceAdjustDesk,
  ZCustomerLookup,
  ZFinanceTopUpQuery,
  ZFinanceWithdrawalQuery,
  ZLedgerExportQuery,
  ZLedgerQuery,
  ZRateHistoryQuery,
  ZRateSet,
  ZTopUpApprove,
  ZTopUpReject,
  ZWithdrawalPay,
  ZWithdrawalReject,
} from "@/lib/validation/staff-finance";
import {
  ZDeskRateView,
  ZDeskTopUpView,
  ZDeskWithdrawalView,
  ZLedgerCustomer,
  ZLedgerRecordView,
} from "./staffFinance.views";

/**
 * The finance desk of the staff console (docs/staff.md "Finance desk"). The examples act on demo rows of
 * their own (lib/seed/demo-wallet.ts): the VIP member's two top-ups and two withdrawals waiting for finance,
 * the quota member's balance, a rate for a day far ahead.
 */

const tag = "Staff: finance";
const int = z.number().int();

export const staffFinanceTopUps = endpoint({
  method: "GET",
  path: "/staff/finance/topups",
  summary: "Bank-transfer top-ups to review, oldest first with their deadlines, or decided ones by filter",
  tag,
  access: "staff",
  permission: "topups.review",
  query: ZFinanceTopUpQuery,
  envelope: "paged",
  response: ZDeskTopUpView,
  example: { query: { status: "pending", pageNum: 1, pageSize: 20 } },
});

export const staffFinanceTopUp = endpoint({
  method: "GET",
  path: "/staff/finance/topups/{id}",
  summary: "One top-up as the review page shows it beside its slip",
  tag,
  access: "staff",
  permission: "topups.review",
  params: ZIdParams,
  envelope: "data",
  response: ZDeskTopUpView,
  example: { params: { id: 1 } },
});

export const staffFinanceTopUpApprove = endpoint({
  method: "POST",
  path: "/staff/finance/topups/approve",
  summary: "The transfer arrived: credits the top-up to the balance (a lapsed request too)",
  tag,
  access: "staff",
  permission: "topups.review",
  body: ZTopUpApprove,
  envelope: "data",
  response: z.object({ id: int, topUpNo: z.string(), reviewStatus: int, balance: int }),
  example: { body: { id: 7, note: "入金を確認しました" } },
});

export const staffFinanceTopUpReject = endpoint({
  method: "POST",
  path: "/staff/finance/topups/reject",
  summary: "No matching transfer: rejects a waiting top-up with the reason the customer reads",
  tag,
  access: "staff",
  permission: "topups.review",
  body: ZTopUpReject,
  envelope: "data",
  response: z.object({ id: int, topUpNo: z.string(), reviewStatus: int }),
  example: { body: { id: 8, reason: "該当する入金が確認できませんでした" } },
});

export const staffFinanceWithdrawals = endpoint({
  method: "GET",
  path: "/staff/finance/withdrawals",
  summary: "Withdrawals to pay with the whole receiving account, oldest first, or decided ones by filter",
  tag,
  access: "staff",
  permission: "withdrawals.pay",
  query: ZFinanceWithdrawalQuery,
  envelope: "paged",
  response: ZDeskWithdrawalView,
  example: { query: { status: "pending", pageNum: 1, pageSize: 20 } },
});

export const staffFinanceWithdrawalPay = endpoint({
  method: "POST",
  path: "/staff/finance/withdrawals/pay",
  summary: "The money was sent: the withdrawal is paid and its hold ends",
  tag,
  access: "staff",
  permission: "withdrawals.pay",
  body: ZWithdrawalPay,
  envelope: "data",
  response: z.object({ id: int, withdrawalNo: z.string(), reviewStatus: int }),
  example: { body: { id: 2, note: "振込済み" } },
});

export const staffFinanceWithdrawalReject = endpoint({
  method: "POST",
  path: "/staff/finance/withdrawals/reject",
  summary: "Turns a withdrawal down, or marks its transfer failed: the held amount goes back to the balance",
  tag,
  access: "staff",
  permission: "withdrawals.pay",
  body: ZWithdrawalReject,
  envelope: "data",
  response: z.object({ id: int, withdrawalNo: z.string(), reviewStatus: int, balance: int }),
  example: { body: { id: 3, reason: "口座名義がご登録の名義と一致しません", failed: false } },
});

export const staffFinanceCustomers = endpoint({
  method: "GET",
  path: "/staff/finance/customers",
  summary: "Customers by id or the start of their e-mail address (at most 10), with their balances",
  tag,
  access: "staff",
  permission: "customers.read",
  query: ZCustomerLookup,
  envelope: "data",
  response: z.array(ZLedgerCustomer),
  example: { query: { q: "demo@" } },
});

export const staffFinanceLedger = endpoint({
  method: "GET",
  path: "/staff/finance/ledger",
  summary: "Any customer's account records, filtered as on their own records screen, with their balance",
  tag,
  access: "staff",
  permission: "ledger.read",
  query: ZLedgerQuery,
  envelope: "fields",
  response: z.object({
    data: ZLedgerCustomer,
    total: int,
    rows: z.array(ZLedgerRecordView),
    types: z.array(z.object({ value: int, label: z.string() })),
  }),
  example: { query: { customerId: 1, pageNum: 1, pageSize: 20 } },
});

export const staffFinanceLedgerExport = endpoint({
  method: "GET",
  path: "/staff/finance/ledger/export",
  summary:
    "Every customer's account records of a period (Japan days, at most a quarter) as an xlsx for the accountant: the rows oldest first, and a summary by type with the balances owed at the end",
  tag,
  access: "staff",
  permission: "ledger.read",
  query: ZLedgerExportQuery,
  envelope: "file",
  fileType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  response: z.undefined(),
  example: { query: { from: "2026-10-01", to: "2026-10-31" } },
});

export const staffFinanceAdjust = endpoint({
  method: "POST",
  path: "/staff/finance/adjust",
  summary:
    "Compensates or deducts a customer's balance with a reason; the form's key makes a repeat harmless",
  tag,
  access: "staff",
  permission: "balance.adjust",
  body: ZBalanceAdjustDesk,
  envelope: "data",
  response: z.object({ ledgerId: int, customerId: int, amount: int, balance: int, replayed: z.boolean() }),
  example: {
    body: {
      customer: "quota@example.com",
      kind: "compensation",
      amount: 1000,
      reason: "検品遅延のお詫び",
      idempotencyKey: "example-adjust-quota",
    },
  },
});

export const staffFinanceRates = endpoint({
  method: "GET",
  path: "/staff/finance/rates",
  summary: "The rates finance recorded, newest first",
  tag,
  access: "staff",
  permission: "rate.set",
  query: ZRateHistoryQuery,
  envelope: "paged",
  response: ZDeskRateView,
  example: { query: { pageNum: 1, pageSize: 20 } },
});

export const staffFinanceRateSet = endpoint({
  method: "POST",
  path: "/staff/finance/rates",
  summary: "Records the bank's TTS for a day; the shop's rate becomes TTS + 0.7 (the same again is a no-op)",
  tag,
  access: "staff",
  permission: "rate.set",
  body: ZRateSet,
  envelope: "data",
  response: ZDeskRateView.extend({ replayed: z.boolean() }),
  // A day far ahead: the rate the shop uses today stays the seeded one.
  example: { body: { bankTts: "21.5000", bankName: "三菱UFJ銀行", effectiveDate: "2030-12-31" } },
});
