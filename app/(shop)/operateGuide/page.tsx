import Link from "@/app/_components/link";
import { getLocale, getTranslations } from "next-intl/server";
import { getGuide, listGuides } from "@/lib/content/home-content";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import { GuideArticle } from "@/app/_components/content-article";
import type { Locale } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

/** Operation guide: centerType 0 from the bottom menu, 2 from the user-center menu; id opens one article. */
export default async function OperateGuidePage({
  searchParams,
}: {
  searchParams: Promise<{ centerType?: string; id?: string }>;
}) {
  const sp = await searchParams;
  const centerType =
    Number(sp.centerType) === GUIDE_CENTER_TYPE.USER_CENTER
      ? GUIDE_CENTER_TYPE.USER_CENTER
      : GUIDE_CENTER_TYPE.BOTTOM_MENU;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("guide");
  const [list, current] = await Promise.all([
    listGuides(centerType, locale, 1, 50),
    sp.id ? getGuide(Number(sp.id), locale).catch(() => null) : Promise.resolve(null),
  ]);
  const article = current ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <nav className="card">
        <h1 className="mb-2 font-semibold">{t("title")}</h1>
        <ul className="flex flex-col gap-1 text-sm">
          {list.rows.map((g) => (
            <li key={g.id}>
              <Link
                href={`/operateGuide?centerType=${centerType}&id=${g.id}`}
                className={`block rounded px-2 py-1.5 ${article?.id === g.id ? "bg-orange-50 text-brand" : "hover:bg-slate-50"}`}
              >
                {g.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {article && <GuideArticle title={article.title} date={article.createTime} content={article.content} />}
    </div>
  );
}
