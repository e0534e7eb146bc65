"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

const AUTH_PAGES = ["/login", "/register", "/forget"];
export const PREVIOUS_PATH_KEY = "previousPath";

/**
 * SPEC §2: scroll resets to top on navigation; the previous path is remembered as the redirect
 * target for login; windows wider than 1024 px go to the desktop site when one is configured.
 */
export function NavigationEffects({ desktopSiteUrl }: { desktopSiteUrl?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    window.scrollTo(0, 0);
    const current = pathname + (search ? `?${search}` : "");
    if (!AUTH_PAGES.includes(pathname)) sessionStorage.setItem(PREVIOUS_PATH_KEY, current);
  }, [pathname, search]);

  useEffect(() => {
    if (desktopSiteUrl && window.innerWidth > 1024) {
      window.location.replace(new URL(pathname + (search ? `?${search}` : ""), desktopSiteUrl).toString());
    }
  }, [desktopSiteUrl, pathname, search]);

  return null;
}
