import type { QueryClient } from "@tanstack/react-query";
import type { RequestOf, ResponseOf } from "@/lib/api/contract/endpoint";
import type * as wallet from "@/lib/api/endpoints/wallet";
import { queryKeyOf, request, type ClientRoute } from "@/lib/client/endpoint";
import {
  accountCustomerInfo,
  accountMemberInfo,
  walletBankAccounts,
  walletRecords,
  walletSummary,
  walletTopUpDetail,
  walletTopUpList,
  walletTransactionTypes,
  walletWithdrawalDetail,
  walletWithdrawalList,
} from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";

/** The wallet API's answers (lib/api/endpoints/wallet.ts), typed by their declarations. */
export type WalletSummary = ResponseOf<typeof wallet.walletSummary>;
export type BankAccountView = ResponseOf<typeof wallet.walletBankAccounts>[number];
export type TopUpView = ResponseOf<typeof wallet.walletTopUpDetail>;
export type WithdrawalView = ResponseOf<typeof wallet.walletWithdrawalDetail>;
export type AccountRecord = ResponseOf<typeof wallet.walletRecords>["rows"][number];
export type TypeOption = ResponseOf<typeof wallet.walletTransactionTypes>[number];
/** `paid`: what the capture paid of the orders and bills the top-up names (null: nothing new was credited) */
export type CaptureResult = ResponseOf<typeof wallet.walletPaypalCapture>;

export async function fetchSummary(locale: Locale): Promise<WalletSummary> {
  return request(walletSummary, {}, { locale });
}

export async function fetchBankAccounts(locale: Locale): Promise<BankAccountView[]> {
  return request(walletBankAccounts, {}, { locale });
}

export async function fetchTransactionTypes(locale: Locale): Promise<TypeOption[]> {
  return request(walletTransactionTypes, {}, { locale });
}

/** The wallet's paged lists (SPEC §3: pageNum, pageSize; the answer total, rows). */
export type WalletList = typeof walletTopUpList | typeof walletWithdrawalList | typeof walletRecords;
type Declared<R> = R extends ClientRoute<infer E> ? E : never;
/** A list's filters: its query without the page. */
export type FiltersOf<R extends WalletList> = Omit<
  NonNullable<RequestOf<Declared<R>>["query"]>,
  "pageNum" | "pageSize"
>;
export type RowOf<R extends WalletList> = ResponseOf<Declared<R>>["rows"][number];
export type Page<T> = { total: number; rows: T[] };

export async function fetchPage<R extends WalletList>(
  route: R,
  locale: Locale,
  filters: FiltersOf<R>,
  pageNum: number,
  pageSize: number,
): Promise<Page<RowOf<R>>> {
  // Each of the three takes the page beside its own filters; the compiler cannot follow a generic route there.
  const input = { query: { ...filters, pageNum, pageSize } } as RequestOf<Declared<WalletList>>;
  return (await request<WalletList>(route, input, { locale })) as Page<RowOf<R>>;
}

/** Every wallet read a money write can change: the prefixes of their query keys. */
const WALLET_READS = [
  walletSummary,
  walletBankAccounts,
  walletTopUpList,
  walletTopUpDetail,
  walletWithdrawalList,
  walletWithdrawalDetail,
  walletRecords,
  walletTransactionTypes,
].map((route) => queryKeyOf(route));

/**
 * After a money write: every wallet read and the session's user info (header/user-center balance) reload.
 * A first fetch still in flight may have been answered before the change; invalidation alone would reuse it
 * (it only cancels fetches of queries that already hold data), so those are cancelled first.
 */
export async function walletChanged(queryClient: QueryClient): Promise<void> {
  // A credited top-up may have bought the member plan it named: the session's membership reloads too.
  const keys = [...WALLET_READS, queryKeyOf(accountCustomerInfo), queryKeyOf(accountMemberInfo)];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
