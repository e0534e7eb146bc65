import { env } from "@/lib/env";
import { UserShell } from "../_components/user-shell";
import { AddressList } from "./address-list";
import { firstAddresses } from "./first-addresses";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /user/ws-userAddress: the warehouse-user (delivery) address book. */
export default async function WsUserAddressPage() {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  return (
    <ScreenMessages screen="user/ws-userAddress/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <AddressList first={await firstAddresses()} />
      </UserShell>
    </ScreenMessages>
  );
}
