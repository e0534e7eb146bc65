import type { ReactNode } from "react";
import { UserCenterMenu, type SupportLinks } from "../../../_components/user-center-menu";

/**
 * User-center page frame: the menu on the left (desktop) or under the content (phone), like /userCenter.
 * The content comes first in the document, the menu is only placed left of it: a phone paints what it has
 * parsed while the page is still arriving, and a menu parsed first would be painted where the content belongs
 * and then pushed out of view by it (a layout shift, and a later largest paint).
 */
export function UserShell({ kakaoUrl, wechatId, children }: SupportLinks & { children: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <div className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-start-1">{children}</div>
      <div className="md:col-start-1 md:row-start-1">
        <UserCenterMenu kakaoUrl={kakaoUrl} wechatId={wechatId} />
      </div>
    </div>
  );
}
