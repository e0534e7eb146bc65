// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as staffFinance from "@/lib/api/endpoints/staffFinance";

export const staffFinanceAdjust: ClientRoute<typeof staffFinance.staffFinanceAdjust> = {
  method: "POST",
  path: "/staff/finance/adjust",
  envelope: "data",
};
export const staffFinanceCustomers: ClientRoute<typeof staffFinance.staffFinanceCustomers> = {
  method: "GET",
  path: "/staff/finance/customers",
  envelope: "data",
};
export const staffFinanceLedger: ClientRoute<typeof staffFinance.staffFinanceLedger> = {
  method: "GET",
  path: "/staff/finance/ledger",
  envelope: "fields",
};
export const staffFinanceLedgerExport: ClientRoute<typeof staffFinance.staffFinanceLedgerExport> = {
  method: "GET",
  path: "/staff/finance/ledger/export",
  envelope: "file",
};
export const staffFinanceRates: ClientRoute<typeof staffFinance.staffFinanceRates> = {
  method: "GET",
  path: "/staff/finance/rates",
  envelope: "paged",
};
export const staffFinanceRateSet: ClientRoute<typeof staffFinance.staffFinanceRateSet> = {
  method: "POST",
  path: "/staff/finance/rates",
  envelope: "data",
};
export const staffFinanceTopUp: ClientRoute<typeof staffFinance.staffFinanceTopUp> = {
  method: "GET",
  path: "/staff/finance/topups/{id}",
  envelope: "data",
};
export const staffFinanceTopUpApprove: ClientRoute<typeof staffFinance.staffFinanceTopUpApprove> = {
  method: "POST",
  path: "/staff/finance/topups/approve",
  envelope: "data",
};
export const staffFinanceTopUpReject: ClientRoute<typeof staffFinance.staffFinanceTopUpReject> = {
  method: "POST",
  path: "/staff/finance/topups/reject",
  envelope: "data",
};
export const staffFinanceTopUps: ClientRoute<typeof staffFinance.staffFinanceTopUps> = {
  method: "GET",
  path: "/staff/finance/topups",
  envelope: "paged",
};
export const staffFinanceWithdrawalPay: ClientRoute<typeof staffFinance.staffFinanceWithdrawalPay> = {
  method: "POST",
  path: "/staff/finance/withdrawals/pay",
  envelope: "data",
};
export const staffFinanceWithdrawalReject: ClientRoute<typeof staffFinance.staffFinanceWithdrawalReject> = {
  method: "POST",
  path: "/staff/finance/withdrawals/reject",
  envelope: "data",
};
export const staffFinanceWithdrawals: ClientRoute<typeof staffFinance.staffFinanceWithdrawals> = {
  method: "GET",
  path: "/staff/finance/withdrawals",
  envelope: "paged",
};
