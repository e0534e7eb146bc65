"use client";

import Link from "@/app/_components/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lastSearch } from "../_goods/last-search";

// 24×24 stroke icons (no icon font: emoji glyphs are missing on many systems).
const ICONS = {
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  search: "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM21 21l-5-5",
  cart: "M3 4h2l2.4 11h10.2L20 8H6.5M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01",
  userCenter: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
} as const;

const ITEMS = [
  { href: "/ws-home", key: "home" },
  { href: "/search", key: "search" },
  { href: "/mycart", key: "cart" },
  { href: "/userCenter", key: "userCenter" },
] as const;

/** Screens reached from the search tab (results, categories, goods pages) keep it highlighted. */
const SEARCH_SCREENS = ["/search-details", "/classify", "/details", "/goods/"];

/** Phone tab bar; on wider windows the header carries the same entries. */
export function BottomNav() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  const router = useRouter();
  return (
    <nav
      data-overlay-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden"
      aria-label="main"
    >
      <ul className="grid grid-cols-4">
        {ITEMS.map((item) => {
          const active =
            pathname === item.href ||
            (item.href === "/userCenter" && pathname.startsWith("/user")) ||
            (item.href === "/search" && SEARCH_SCREENS.some((p) => pathname.startsWith(p)));
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={(e) => {
                  // Back to the search as it was left (the screen is kept alive; its address holds the query).
                  const back = item.href === "/search" ? lastSearch() : null;
                  if (back && !e.metaKey && !e.ctrlKey) {
                    e.preventDefault();
                    router.push(back);
                  }
                }}
                className={`flex flex-col items-center py-2 text-xs ${active ? "text-brand" : "text-slate-500"}`}
              >
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={ICONS[item.key]} />
                </svg>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
