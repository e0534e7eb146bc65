import { env } from "@/lib/env";
import { WalletShell } from "../../_wallet/wallet-shell";
import { BankTransferTopUp } from "./bank-transfer-top-up";

export const dynamic = "force-dynamic";

/** SPEC §2 /account/accountPayZcl: offline (bank-transfer) top-up; `amount` comes from /account/accountPay. */
export default async function AccountPayZclPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const raw = (await searchParams).amount;
  const amount = Number(Array.isArray(raw) ? raw[0] : raw);
  return (
    <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
      <BankTransferTopUp initialAmount={Number.isSafeInteger(amount) && amount > 0 ? amount : ""} />
    </WalletShell>
  );
}
