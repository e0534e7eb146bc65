import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getAnnouncement } from "@/lib/content/home-content";
import { formatDateTime } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

export default async function AnnouncementPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { id } = await searchParams;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("announcement");
  const a = await getAnnouncement(Number(id), locale).catch(() => null);
  if (!a) redirect("/404");
  return (
    <article className="card">
      <p className="text-xs text-brand">{t("title")}</p>
      <h1 className="mt-1 text-lg font-bold">{a.title}</h1>
      <time className="text-xs text-slate-500">{formatDateTime(a.createTime)}</time>
      <div className="mt-4 whitespace-pre-line text-sm leading-relaxed">{a.content}</div>
    </article>
  );
}
