"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

const AUTH_PAGES = ["/login", "/register", "/forget"];
export const PREVIOUS_PATH_KEY = "previousPath";

/**
 * SPEC §2: scroll resets to top on navigation; the previous path is remembered as the redirect
 * target for login; windows wider than 1024 px go to the desktop site when one is configured.
 */
export function NavigationEffects({ desktopSiteUrl }: { desktopSiteUrl?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // The screen shown so far; null until the page the browser loaded has hydrated.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const current = pathname + (search ? `?${search}` : "");
    // A navigation inside the shop starts at the top. A page the browser loaded keeps the place the browser
    // gave it (a reload, a step back) or the seller scrolled to while it was still loading: resetting it on
    // hydration threw a seller on a slow phone back to the top.
    if (shown.current !== null && shown.current !== current) window.scrollTo(0, 0);
    shown.current = current;
    if (!AUTH_PAGES.includes(pathname)) sessionStorage.setItem(PREVIOUS_PATH_KEY, current);
  }, [pathname, search]);

  useEffect(() => {
    if (desktopSiteUrl && window.innerWidth > 1024) {
      window.location.replace(new URL(pathname + (search ? `?${search}` : ""), desktopSiteUrl).toString());
    }
  }, [desktopSiteUrl, pathname, search]);

  return null;
}
