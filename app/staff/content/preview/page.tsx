import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";
import { requireStaff } from "@/lib/staff/page-staff";
import { getDeskAnnouncement } from "@/lib/content/announcement-desk";
import { getDeskGuide } from "@/lib/content/guide-desk";
import { inLanguage } from "@/lib/content/desk-rules";
import { translator } from "@/lib/i18n/messages";
import { LOCALES, LOCALE_LABELS, isLocale } from "@/lib/i18n/locales";
import { AnnouncementArticle, GuideArticle } from "@/app/_components/content-article";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.content.preview.label") };
}

type Props = { searchParams: Promise<{ type?: string; id?: string; lang?: string }> };

/**
 * A saved announcement or guide article as a seller reading in `lang` will see it: the sellers' own
 * component, the sellers' label in that language, the text of that language only (an empty one shows
 * empty, as it would in the shop). Any status, so a draft is checked before it is published.
 */
export default async function ContentPreviewPage({ searchParams }: Props) {
  const sp = await searchParams;
  const type = sp.type === "guide" ? "guide" : "announcement";
  const id = Number(sp.id);
  const staff = await requireStaff(
    "content.edit",
    `/staff/content/preview?type=${type}&id=${Number.isInteger(id) ? id : ""}&lang=${sp.lang ?? ""}`,
  );
  const lang = isLocale(sp.lang) ? sp.lang : isLocale(staff.language) ? staff.language : "ja";
  const t = await getTranslations();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const row = !valid
    ? null
    : type === "guide"
      ? await getDeskGuide(id).catch(() => null)
      : await getDeskAnnouncement(id).catch(() => null);
  if (!row) return <p className="card text-sm">{t("errors.notFound")}</p>;
  const { title, content } = inLanguage(row, lang);
  const seller = translator(lang);
  const hidden = row.status !== "published" || ("scheduled" in row && row.scheduled);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 rounded bg-slate-100 p-2 text-sm">
        <span className="font-semibold">{t("staff.content.preview.label")}</span>
        {LOCALES.map((l) => (
          <Link
            key={l}
            href={`/staff/content/preview?type=${type}&id=${id}&lang=${l}`}
            aria-current={l === lang ? "page" : undefined}
            className={l === lang ? "font-semibold" : "text-brand underline"}
          >
            {LOCALE_LABELS[l]}
          </Link>
        ))}
        <Link href={`/staff/content/${type}?id=${id}`} className="ml-auto text-brand underline">
          {t("staff.content.preview.edit")}
        </Link>
      </div>
      {hidden && (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm text-amber-800">
          {t("staff.content.preview.notVisible")}
        </p>
      )}
      <div lang={lang} className="mx-auto w-full max-w-3xl" data-testid="content-preview">
        {"publishedAt" in row ? (
          <AnnouncementArticle
            label={seller("announcement.title")}
            title={title}
            date={row.publishedAt}
            content={content}
          />
        ) : (
          <GuideArticle title={title} date={row.createTime} content={content} />
        )}
      </div>
    </div>
  );
}
