"use client";

import type { ReactNode } from "react";
import Link from "@/app/_components/link";

type Props = {
  /** the statistics field, named in the test id */
  field: string;
  href: string;
  value: ReactNode;
  label: string;
  /** in the brand colour: something waits for the seller */
  highlight?: boolean;
};

/**
 * Text wrapped between words where the language has them: Japanese at phrase boundaries (Chromium's auto-phrase:
 * 進行中の / 梱包リスト, not 梱包リ / スト). Korean wraps at spaces on every page (패킹 / 리스트, not 패킹 리 / 스트;
 * app/globals.css), so it is left to inherit that.
 */
export const WRAP_BY_WORDS = "wrap-break-word [&:lang(ja)]:[word-break:auto-phrase]";

/** A count's label, under its number. */
export const LABEL = `text-xs text-slate-600 ${WRAP_BY_WORDS}`;

/** A count of the user center that opens its list. */
export function CountLink({ field, href, value, label, highlight }: Props) {
  return (
    <li>
      <Link
        href={href}
        className="block h-full rounded-lg bg-slate-50 p-2 hover:bg-orange-50"
        data-testid={`count-${field}`}
      >
        <p className={highlight ? "text-lg font-bold text-brand" : "text-lg font-bold"}>{value}</p>
        <p className={LABEL}>{label}</p>
      </Link>
    </li>
  );
}
