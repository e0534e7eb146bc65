"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { internalLink, noticeLinkKey } from "./notice-link";

/** The "notice" mark of a message from the agent's system. */
export function NoticeMark() {
  const t = useTranslations("message");
  return (
    <span
      className="shrink-0 whitespace-nowrap rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800"
      data-testid="notice-mark"
    >
      {t("notice")}
    </span>
  );
}

/** The button to what a notice is about (the order, the defect, the feedback); nothing for other links. */
export function NoticeLinkButton({ link, className = "" }: { link: string | null; className?: string }) {
  const t = useTranslations();
  const href = internalLink(link);
  if (!href) return null;
  return (
    <Link href={href} className={`btn-accent inline-block ${className}`} data-testid="notice-link">
      {t(noticeLinkKey(href))} ›
    </Link>
  );
}
