"use client";

import { useEffect, useId, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import Link from "@/app/_components/link";

/** The menu entry a console path belongs to: the longest entry it is, or lies under (the dashboard only as itself). */
export function currentEntry(hrefs: readonly string[], path: string): string | undefined {
  return hrefs
    .filter((href) => path === href || (href !== "/staff" && path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The most entries a menu shows whole on a phone: the warehouse's seven (eight with the purchase desk), two or
 * three rows, where one tap matters on the floor. A longer menu (finance's ten, the owner's twenty-one) took up
 * to seven rows above the desk and folds behind a button.
 */
export const WHOLE_ON_PHONE = 8;

export type MenuEntry = { href: string; text: string; keep?: boolean };

/** Whether a menu of this many entries folds on a phone to its current desk and a "Menu" button. */
export const foldsOnPhone = (entries: number): boolean => entries > WHOLE_ON_PHONE;

/**
 * The console's menu, its current desk marked. The entries wrap: on one line that scrolled sideways the
 * warehouse's packing desk and account were off a phone's screen with nothing to say so, and an owner's
 * twenty-odd desks ran off a desktop.
 *
 * Below `md` a long menu (`foldsOnPhone`) folds: a "Menu" button that opens the whole list, then the current
 * desk and the entries marked `keep` (the floor's scanner desks, for a member who works the floor), one tap
 * each, as in a short menu. The button comes first so that it stays where it was when the list opens under it;
 * a row of its own above the kept desks held only the button while one of them was the current desk. What
 * shows is decided by CSS (`md:hidden`, `max-md:hidden`), so the server's page is already folded on a phone and
 * whole on a desktop, nothing moving once it loads; React holds only whether the list is open. It closes when an
 * entry is chosen, on Escape, and when the page changes under it (the list is open for the path it was opened
 * on).
 */
export function ConsoleNav({ label, entries }: { label: string; entries: MenuEntry[] }) {
  const t = useTranslations("staff.menu");
  const path = usePathname();
  const current = currentEntry(
    entries.map((e) => e.href),
    path,
  );
  const folds = foldsOnPhone(entries.length);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = folds && openAt === path;
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Focus in the list would be lost with it: it goes back to the button.
      if (list.current?.contains(document.activeElement)) button.current?.focus();
      setOpenAt(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const inFold = (entry: MenuEntry) => entry.keep || entry.href === current;
  return (
    <nav aria-label={label} className="mx-auto flex max-w-6xl flex-wrap items-start gap-1 px-4 pb-2">
      {folds && (
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenAt(open ? null : path)}
          className="flex shrink-0 items-center gap-1 rounded border border-slate-600 px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-700 md:hidden"
        >
          {t("toggle")}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`h-4 w-4 ${open ? "rotate-180" : ""}`}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      )}
      {/* `contents`: the entries wrap in the nav's row beside the button; the list is what the button controls. */}
      <div ref={list} id={listId} className="contents">
        {entries.map((entry) => (
          <Link
            key={entry.href}
            href={entry.href}
            aria-current={entry.href === current ? "page" : undefined}
            onClick={() => setOpenAt(null)}
            className={`whitespace-nowrap rounded border border-transparent px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-700 aria-[current=page]:bg-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-white ${folds && !open && !inFold(entry) ? "max-md:hidden" : ""}`}
          >
            {entry.text}
          </Link>
        ))}
      </div>
    </nav>
  );
}
