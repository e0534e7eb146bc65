"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

/** A link to another screen of the shop, followed in this tab. */
function isShopNavigation(e: MouseEvent): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const a = (e.target as Element | null)?.closest?.("a[href]");
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== "_self") || a.hasAttribute("download"))
    return false;
  const to = new URL(a.href, location.href);
  return (
    to.origin === location.origin && (to.pathname !== location.pathname || to.search !== location.search)
  );
}

/**
 * A server-rendered screen can take a moment to arrive: the page being left stays with a bar running along
 * the top (after 150 ms, so quick navigations do not flicker) until the next screen is there.
 */
export function NavigationProgress() {
  const t = useTranslations("common");
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const here = `${pathname}?${search}`;
  // The screen a navigation left from: the bar runs while that screen is still the one shown.
  const [leaving, setLeaving] = useState<string | null>(null);
  // Arrived: forget where the navigation started (coming back there later is not a navigation pending).
  const [shown, setShown] = useState(here);
  if (shown !== here) {
    setShown(here);
    setLeaving(null);
  }
  const pending = leaving === here;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Capture phase: next/link prevents the default of the click it handles.
    const onClick = (e: MouseEvent) => {
      if (!isShopNavigation(e)) return;
      const from = `${location.pathname}?${new URLSearchParams(location.search)}`;
      clearTimeout(timer);
      timer = setTimeout(() => setLeaving(from), 150);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
  useEffect(() => {
    if (!pending) return;
    // A navigation that never lands (offline, cancelled) does not leave the bar running.
    const stop = setTimeout(() => setLeaving(null), 15_000);
    return () => clearTimeout(stop);
  }, [pending]);

  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-orange-100"
      data-testid="navigation-progress"
    >
      <div className="nav-progress h-full w-1/3 bg-brand" />
    </div>
  );
}
