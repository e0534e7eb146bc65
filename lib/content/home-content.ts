import { getDb } from "@/lib/db/client";
import { PUBLISH_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";

type Localized = { ja: string; zh: string; en: string; ko: string };
const pick = (l: Localized, locale: Locale) => ({ ja: l.ja, "zh-cn": l.zh, "en-us": l.en, ko: l.ko })[locale];

/** Published and due: a scheduled announcement stays hidden, in the list and by id, until its time. */
const visibleAnnouncement = () => ({ status: PUBLISH_STATUS.PUBLISHED, publishedAt: { lte: new Date() } });

export async function listAnnouncements(locale: Locale, pageNum: number, pageSize: number) {
  const where = visibleAnnouncement();
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.announcement.count({ where }),
    db.announcement.findMany({
      where,
      orderBy: [{ pinned: "desc" }, { publishedAt: "desc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return {
    total,
    rows: rows.map((a) => ({
      id: a.id,
      title: pick({ ja: a.titleJa, zh: a.titleZh, en: a.titleEn, ko: a.titleKo }, locale),
      pinned: a.pinned,
      createTime: a.publishedAt,
    })),
  };
}

export async function getAnnouncement(id: number, locale: Locale) {
  const a = await getDb().announcement.findFirst({ where: { id, ...visibleAnnouncement() } });
  if (!a) throw new AppError("NOT_FOUND");
  return {
    id: a.id,
    title: pick({ ja: a.titleJa, zh: a.titleZh, en: a.titleEn, ko: a.titleKo }, locale),
    content: pick({ ja: a.contentJa, zh: a.contentZh, en: a.contentEn, ko: a.contentKo }, locale),
    createTime: a.publishedAt,
  };
}

/** Guide entries: the spec's titleZh/titleKr plus a title in the reader's language. */
export async function listGuides(centerType: number, locale: Locale, pageNum: number, pageSize: number) {
  const where = { centerType, status: PUBLISH_STATUS.PUBLISHED };
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.guideArticle.count({ where }),
    db.guideArticle.findMany({
      where,
      orderBy: [{ sort: "asc" }, { id: "asc" }],
      skip: (pageNum - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return {
    total,
    rows: rows.map((g) => ({
      id: g.id,
      centerType: g.centerType,
      titleZh: g.titleZh,
      titleKr: g.titleKr,
      title: pick({ ja: g.titleJa, zh: g.titleZh, en: g.titleEn, ko: g.titleKr }, locale),
      createTime: g.createTime,
    })),
  };
}

export async function getGuide(id: number, locale: Locale) {
  const g = await getDb().guideArticle.findFirst({ where: { id, status: PUBLISH_STATUS.PUBLISHED } });
  if (!g) throw new AppError("NOT_FOUND");
  return {
    id: g.id,
    centerType: g.centerType,
    titleZh: g.titleZh,
    titleKr: g.titleKr,
    title: pick({ ja: g.titleJa, zh: g.titleZh, en: g.titleEn, ko: g.titleKr }, locale),
    content: pick({ ja: g.contentJa, zh: g.contentZh, en: g.contentEn, ko: g.contentKr }, locale),
    createTime: g.createTime,
  };
}
