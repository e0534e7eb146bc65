// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as wallet from "@/lib/api/endpoints/wallet";

export const walletBankAccounts: ClientRoute<typeof wallet.walletBankAccounts> = {
  method: "GET",
  path: "/shop/account/bankAccounts",
  envelope: "data",
};
export const walletLatestRate: ClientRoute<typeof wallet.walletLatestRate> = {
  method: "GET",
  path: "/shop/rate/getLatestRate",
  envelope: "data",
};
export const walletPayByBalance: ClientRoute<typeof wallet.walletPayByBalance> = {
  method: "POST",
  path: "/shop/pay/balance",
  envelope: "data",
};
export const walletPaypalCapture: ClientRoute<typeof wallet.walletPaypalCapture> = {
  method: "POST",
  path: "/shop/pay/paypal/capture",
  envelope: "data",
};
export const walletPaypalStatus: ClientRoute<typeof wallet.walletPaypalStatus> = {
  method: "GET",
  path: "/shop/pay/paypal/status",
  envelope: "data",
};
export const walletPaypalTopUp: ClientRoute<typeof wallet.walletPaypalTopUp> = {
  method: "POST",
  path: "/shop/pay/paypal/topUp",
  envelope: "data",
};
export const walletRate: ClientRoute<typeof wallet.walletRate> = {
  method: "GET",
  path: "/shop/rate/getRate",
  envelope: "data",
};
export const walletRecords: ClientRoute<typeof wallet.walletRecords> = {
  method: "GET",
  path: "/shop/account/records",
  envelope: "paged",
};
export const walletSummary: ClientRoute<typeof wallet.walletSummary> = {
  method: "GET",
  path: "/shop/account/summary",
  envelope: "data",
};
export const walletTopUpCancel: ClientRoute<typeof wallet.walletTopUpCancel> = {
  method: "POST",
  path: "/shop/account/topUp/{id}/cancel",
  envelope: "data",
};
export const walletTopUpCreate: ClientRoute<typeof wallet.walletTopUpCreate> = {
  method: "POST",
  path: "/shop/account/topUp",
  envelope: "data",
};
export const walletTopUpDetail: ClientRoute<typeof wallet.walletTopUpDetail> = {
  method: "GET",
  path: "/shop/account/topUp/{id}",
  envelope: "data",
};
export const walletTopUpList: ClientRoute<typeof wallet.walletTopUpList> = {
  method: "GET",
  path: "/shop/account/topUp/list",
  envelope: "paged",
};
export const walletTopUpSlip: ClientRoute<typeof wallet.walletTopUpSlip> = {
  method: "POST",
  path: "/shop/account/topUp/{id}/slip",
  envelope: "data",
};
export const walletTransactionTypes: ClientRoute<typeof wallet.walletTransactionTypes> = {
  method: "GET",
  path: "/shop/account/transactionTypes",
  envelope: "data",
};
export const walletWithdrawalCreate: ClientRoute<typeof wallet.walletWithdrawalCreate> = {
  method: "POST",
  path: "/shop/account/withdrawal",
  envelope: "data",
};
export const walletWithdrawalDetail: ClientRoute<typeof wallet.walletWithdrawalDetail> = {
  method: "GET",
  path: "/shop/account/withdrawal/{id}",
  envelope: "data",
};
export const walletWithdrawalList: ClientRoute<typeof wallet.walletWithdrawalList> = {
  method: "GET",
  path: "/shop/account/withdrawal/list",
  envelope: "paged",
};
