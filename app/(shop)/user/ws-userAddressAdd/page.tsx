import { env } from "@/lib/env";
import { UserShell } from "../_components/user-shell";
import { AddressEditor } from "./address-form";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

/** SPEC §2 /user/ws-userAddressAdd: add an address; `?id=` edits that one. */
export default async function WsUserAddressAddPage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string }>;
}) {
  const { id } = await searchParams;
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const editId = Number(id);
  return (
    <ScreenMessages screen="user/ws-userAddressAdd/page">
      <UserShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <AddressEditor id={Number.isInteger(editId) && editId > 0 ? editId : undefined} />
      </UserShell>
    </ScreenMessages>
  );
}
