"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

const ITEMS = [
  { href: "/ws-home", key: "home", icon: "⌂" },
  { href: "/search", key: "search", icon: "⌕" },
  { href: "/mycart", key: "cart", icon: "🛒" },
  { href: "/userCenter", key: "userCenter", icon: "☺" },
] as const;

/** Phone tab bar; on wider windows the header carries the same entries. */
export function BottomNav() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <nav className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden" aria-label="main">
      <ul className="grid grid-cols-4">
        {ITEMS.map((item) => {
          const active = pathname === item.href || (item.href === "/userCenter" && pathname.startsWith("/user"));
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={`flex flex-col items-center py-2 text-xs ${active ? "text-brand" : "text-slate-500"}`}
              >
                <span aria-hidden className="text-lg leading-none">
                  {item.icon}
                </span>
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
