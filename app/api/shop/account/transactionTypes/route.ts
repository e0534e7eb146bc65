import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { transactionTypeOptions } from "@/lib/wallet/records";

/** Ledger types 1–20 and 22 with their labels in the request language (records filter). */
export const GET = route({}, async ({ t }) => ok(transactionTypeOptions(t)));

export * from "@/lib/api/method-not-allowed";
