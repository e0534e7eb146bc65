import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletTransactionTypes } from "@/lib/api/endpoints/wallet";
import { transactionTypeOptions } from "@/lib/wallet/records";

/** Ledger types 1–20 and 22 with their labels in the request language (records filter). */
export const GET = serve(walletTransactionTypes, async ({ t }) => ok(transactionTypeOptions(t)));

export * from "@/lib/api/method-not-allowed";
