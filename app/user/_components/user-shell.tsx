import type { ReactNode } from "react";
import { UserCenterMenu, type SupportLinks } from "../../_components/user-center-menu";

/** User-center page frame: the menu on the left (desktop) or under the content (phone), like /userCenter. */
export function UserShell({ kakaoUrl, wechatId, children }: SupportLinks & { children: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <div className="order-2 md:order-1">
        <UserCenterMenu kakaoUrl={kakaoUrl} wechatId={wechatId} />
      </div>
      <div className="order-1 flex min-w-0 flex-col gap-4 md:order-2">{children}</div>
    </div>
  );
}
