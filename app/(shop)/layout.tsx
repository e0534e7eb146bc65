import type { ReactNode } from "react";
import { ScreenMessages } from "../_components/screen-messages";
import { ShopFrame } from "../_components/shop-frame";

/**
 * The shop's frame (header, menus, session, toasts) for the seller's screens only: a layout's client components
 * come with every page under it, rendered or not, so under the root layout the staff console's pages loaded the
 * frame too (docs/performance.md "First-load JavaScript").
 */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ScreenMessages screen="(shop)/layout">
      <ShopFrame>{children}</ShopFrame>
    </ScreenMessages>
  );
}
