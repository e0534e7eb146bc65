"use client";

import { usePathname } from "next/navigation";
import Link from "@/app/_components/link";

/** The menu entry a console path belongs to: the longest entry it is, or lies under (the dashboard only as itself). */
export function currentEntry(hrefs: readonly string[], path: string): string | undefined {
  return hrefs
    .filter((href) => path === href || (href !== "/staff" && path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The console's menu, its current desk marked. The entries wrap: on one line that scrolled sideways the
 * warehouse's packing desk and account were off a phone's screen with nothing to say so, and an owner's
 * twenty-odd desks ran off a desktop.
 */
export function ConsoleNav({ label, entries }: { label: string; entries: { href: string; text: string }[] }) {
  const current = currentEntry(
    entries.map((e) => e.href),
    usePathname(),
  );
  return (
    <nav aria-label={label} className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 pb-2">
      {entries.map((entry) => (
        <Link
          key={entry.href}
          href={entry.href}
          aria-current={entry.href === current ? "page" : undefined}
          className="whitespace-nowrap rounded px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-700 aria-[current=page]:bg-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-white"
        >
          {entry.text}
        </Link>
      ))}
    </nav>
  );
}
