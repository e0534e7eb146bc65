import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { walletBankAccounts } from "@/lib/api/endpoints/wallet";
import { listBankAccounts } from "@/lib/wallet/top-ups";
import { bankAccountView } from "@/lib/wallet/top-up-view";

/** The agent's receiving accounts for bank-transfer top-ups (SPEC §3, fee rate 0). */
export const GET = serve(walletBankAccounts, async ({ t }) =>
  ok((await listBankAccounts()).map((b) => bankAccountView(b, t))),
);

export * from "@/lib/api/method-not-allowed";
