import type { Prisma } from "@/generated/prisma/client";
import { getDb, type DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { PUBLISH_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import type { Locale } from "@/lib/i18n/locales";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type {
  TContentStatusChange,
  TGuideCreate,
  TGuideDeskQuery,
  TGuideFields,
  TGuideUpdate,
} from "@/lib/validation/content";
import {
  TARGET_STATUS,
  assertComplete,
  changedFields,
  localized,
  statusName,
  transition,
  type Texts,
} from "./desk-rules";

/**
 * The content desk's operation-guide articles (docs/staff.md "Content desk"), as lib/content/
 * announcement-desk.ts does announcements. A guide has no publish time: it shows from its publishing on,
 * dated by its creation (SPEC §3 shows createTime). The table names Korean "Kr"; the desk says ko.
 */

type Row = Prisma.GuideArticleGetPayload<object>;

const texts = (row: Row): Texts => ({
  titleJa: row.titleJa,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  titleKo: row.titleKr,
  contentJa: row.contentJa,
  contentZh: row.contentZh,
  contentEn: row.contentEn,
  contentKo: row.contentKr,
});

function view(row: Row) {
  return {
    id: row.id,
    status: statusName(row.status),
    version: row.version,
    centerType: row.centerType,
    sort: row.sort,
    ...texts(row),
    createTime: row.createTime.toISOString(),
  };
}
export type DeskGuide = ReturnType<typeof view>;

function columns(input: TGuideFields) {
  return {
    centerType: input.centerType,
    sort: input.sort,
    titleJa: input.titleJa,
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    titleKr: input.titleKo,
    contentJa: input.contentJa,
    contentZh: input.contentZh,
    contentEn: input.contentEn,
    contentKr: input.contentKo,
  };
}

async function lockGuide(tx: DbTx, id: number): Promise<Row> {
  const [locked] = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM guide_article WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new AppError("NOT_FOUND");
  return tx.guideArticle.findUniqueOrThrow({ where: { id } });
}

/** In the sellers' order (menu, then sort); the working list unless a status is asked for; a title search. */
export async function listDeskGuides(q: TGuideDeskQuery, locale: Locale) {
  const where: Prisma.GuideArticleWhereInput = {
    status: q.status ? TARGET_STATUS[q.status] : { in: [PUBLISH_STATUS.DRAFT, PUBLISH_STATUS.PUBLISHED] },
    centerType: q.centerType,
  };
  if (q.q)
    where.OR = (["titleJa", "titleZh", "titleEn", "titleKr"] as const).map((f) => ({
      [f]: { contains: q.q, mode: "insensitive" as const },
    }));
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.guideArticle.count({ where }),
    db.guideArticle.findMany({
      where,
      orderBy: [{ centerType: "asc" }, { sort: "asc" }, { id: "asc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      title: localized(texts(row), locale).title,
      status: statusName(row.status),
      centerType: row.centerType,
      sort: row.sort,
      createTime: row.createTime.toISOString(),
    })),
  };
}
export type DeskGuideRow = Awaited<ReturnType<typeof listDeskGuides>>["rows"][number];

export async function getDeskGuide(id: number): Promise<DeskGuide> {
  const row = await getDb().guideArticle.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  return view(row);
}

/** A new guide article, always a draft; the form's key makes a second submit answer the first row. */
export async function createGuide(actor: Actor, input: TGuideCreate): Promise<DeskGuide> {
  const data = columns(input);
  const replay = (row: Row) => {
    const { after } = changedFields(row, data);
    if (row.version === 1 && Object.keys(after).length) throw new AppError("IDEMPOTENCY_CONFLICT");
    return view(row);
  };
  const db = getDb();
  try {
    return await db.$transaction(async (tx) => {
      const earlier = await tx.guideArticle.findUnique({ where: { createKey: input.createKey } });
      if (earlier) return replay(earlier);
      const row = await tx.guideArticle.create({
        data: { ...data, createTime: now(), status: PUBLISH_STATUS.DRAFT, createKey: input.createKey },
      });
      await writeAudit(tx, actor, {
        action: "guide.create",
        entityType: "guide",
        entityId: row.id,
        after: { ...data, status: statusName(row.status) },
      });
      return view(row);
    });
  } catch (error) {
    // The same form sent twice at once: the other request made the row.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.guideArticle.findUnique({ where: { createKey: input.createKey } });
    if (!earlier) throw error;
    return replay(earlier);
  }
}

/** As updateAnnouncement: a save on an older version is refused; what is published stays complete. */
export async function updateGuide(actor: Actor, input: TGuideUpdate): Promise<DeskGuide> {
  return getDb().$transaction(async (tx) => {
    const row = await lockGuide(tx, input.id);
    if (row.status === PUBLISH_STATUS.ARCHIVED) throw new AppError("CONTENT_ARCHIVED");
    const { before, after } = changedFields(row, columns(input));
    if (!Object.keys(after).length) return view(row);
    if (row.version !== input.version) throw new AppError("CONTENT_STALE");
    const updated = await tx.guideArticle.update({
      where: { id: row.id },
      data: { ...after, version: row.version + 1 },
    });
    if (row.status === PUBLISH_STATUS.PUBLISHED) assertComplete(texts(updated));
    await writeAudit(tx, actor, {
      action: "guide.update",
      entityType: "guide",
      entityId: row.id,
      before,
      after,
    });
    return view(updated);
  });
}

/** Publish, unpublish, archive or restore, as changeAnnouncementStatus (a guide has no publish time). */
export async function changeGuideStatus(actor: Actor, input: TContentStatusChange): Promise<DeskGuide> {
  return getDb().$transaction(async (tx) => {
    const row = await lockGuide(tx, input.id);
    const to = TARGET_STATUS[input.to];
    const verb = transition(row.status, to);
    if (!verb) return view(row);
    if (verb === "publish") assertComplete(texts(row));
    const updated = await tx.guideArticle.update({
      where: { id: row.id },
      data: { status: to, version: row.version + 1 },
    });
    await writeAudit(tx, actor, {
      action: `guide.${verb}`,
      entityType: "guide",
      entityId: row.id,
      before: { status: statusName(row.status) },
      after: { status: statusName(to) },
    });
    return view(updated);
  });
}
