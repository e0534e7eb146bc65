import { env } from "@/lib/env";
import { WalletShell } from "../../_wallet/wallet-shell";
import { AccountRecords } from "./account-records";
import { firstRecords } from "./first-records";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /accountEcords: account (fund) records — the ledger of every balance change. */
export default async function AccountEcordsPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="accountEcords/page">
      <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <AccountRecords first={await firstRecords()} />
      </WalletShell>
    </ScreenMessages>
  );
}
