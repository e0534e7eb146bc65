import type { Prisma } from "@/generated/prisma/client";
import { getDb, type DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { PUBLISH_STATUS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import type { Locale } from "@/lib/i18n/locales";
import { japanInstant } from "@/lib/japan-time";
import { writeAudit, type Actor } from "@/lib/staff/audit";
import type {
  TAnnouncementCreate,
  TAnnouncementDeskQuery,
  TAnnouncementFields,
  TAnnouncementUpdate,
  TContentStatusChange,
} from "@/lib/validation/content";
import {
  TARGET_STATUS,
  assertComplete,
  changedFields,
  japanMinute,
  localized,
  statusName,
  transition,
} from "./desk-rules";

/**
 * The content desk's announcements (docs/staff.md "Content desk"): every change is one transaction with its
 * audit row. Sellers read them through lib/content/home-content.ts, which shows only published rows whose
 * time has come.
 */

type Row = Prisma.AnnouncementGetPayload<object>;

function view(row: Row) {
  return {
    id: row.id,
    status: statusName(row.status),
    version: row.version,
    titleJa: row.titleJa,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    titleKo: row.titleKo,
    contentJa: row.contentJa,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    contentKo: row.contentKo,
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    /** the form's datetime-local value, Japan time */
    publishedAtJapan: japanMinute(row.publishedAt),
    /** published, but sellers see it only from publishedAt on */
    scheduled: row.status === PUBLISH_STATUS.PUBLISHED && row.publishedAt > now(),
    createdAt: row.createdAt.toISOString(),
  };
}
export type DeskAnnouncement = ReturnType<typeof view>;

/** The form's fields as columns; a publish time left blank keeps the row's. */
function columns(input: TAnnouncementFields) {
  return {
    titleJa: input.titleJa,
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    titleKo: input.titleKo,
    contentJa: input.contentJa,
    contentZh: input.contentZh,
    contentEn: input.contentEn,
    contentKo: input.contentKo,
    pinned: input.pinned,
    publishedAt: input.publishedAt ? japanInstant(`${input.publishedAt}:00`) : undefined,
  };
}

async function lockAnnouncement(tx: DbTx, id: number): Promise<Row> {
  const [locked] = await tx.$queryRaw<
    { id: number }[]
  >`SELECT id FROM announcement WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new AppError("NOT_FOUND");
  return tx.announcement.findUniqueOrThrow({ where: { id } });
}

/** Newest first; the working list (drafts and published) unless a status is asked for; a title search. */
export async function listDeskAnnouncements(q: TAnnouncementDeskQuery, locale: Locale) {
  const where: Prisma.AnnouncementWhereInput = {
    status: q.status ? TARGET_STATUS[q.status] : { in: [PUBLISH_STATUS.DRAFT, PUBLISH_STATUS.PUBLISHED] },
  };
  if (q.q)
    where.OR = (["titleJa", "titleZh", "titleEn", "titleKo"] as const).map((f) => ({
      [f]: { contains: q.q, mode: "insensitive" as const },
    }));
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.announcement.count({ where }),
    db.announcement.findMany({
      where,
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
    }),
  ]);
  return {
    total,
    rows: rows.map((row) => {
      const v = view(row);
      return {
        id: v.id,
        title: localized(row, locale).title,
        status: v.status,
        scheduled: v.scheduled,
        pinned: v.pinned,
        publishedAt: v.publishedAt,
      };
    }),
  };
}
export type DeskAnnouncementRow = Awaited<ReturnType<typeof listDeskAnnouncements>>["rows"][number];

/** One announcement in any status, with every language, for the desk's form and preview. */
export async function getDeskAnnouncement(id: number): Promise<DeskAnnouncement> {
  const row = await getDb().announcement.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  return view(row);
}

/**
 * A new announcement, always a draft (publishing is its own step). The form's key makes a second submit
 * answer the first row: the same content → that row; other content under the same key → a conflict.
 */
export async function createAnnouncement(
  actor: Actor,
  input: TAnnouncementCreate,
): Promise<DeskAnnouncement> {
  const data = columns(input);
  const replay = (row: Row) => {
    const { after } = changedFields(row, data);
    if (row.version === 1 && Object.keys(after).length) throw new AppError("IDEMPOTENCY_CONFLICT");
    return view(row);
  };
  const db = getDb();
  try {
    return await db.$transaction(async (tx) => {
      const earlier = await tx.announcement.findUnique({ where: { createKey: input.createKey } });
      if (earlier) return replay(earlier);
      const row = await tx.announcement.create({
        data: {
          ...data,
          publishedAt: data.publishedAt ?? now(),
          createdAt: now(),
          status: PUBLISH_STATUS.DRAFT,
          createKey: input.createKey,
        },
      });
      await writeAudit(tx, actor, {
        action: "announcement.create",
        entityType: "announcement",
        entityId: row.id,
        after: { ...data, publishedAt: row.publishedAt, status: statusName(row.status) },
      });
      return view(row);
    });
  } catch (error) {
    // The same form sent twice at once: the other request made the row.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.announcement.findUnique({ where: { createKey: input.createKey } });
    if (!earlier) throw error;
    return replay(earlier);
  }
}

/**
 * Saves the form over the version it was loaded at. A save that changes nothing (a double click, or the
 * same save after someone else's) answers the row as it is; one made on an older version is refused rather
 * than overwriting the other edit. What is published stays complete in every language.
 */
export async function updateAnnouncement(
  actor: Actor,
  input: TAnnouncementUpdate,
): Promise<DeskAnnouncement> {
  return getDb().$transaction(async (tx) => {
    const row = await lockAnnouncement(tx, input.id);
    if (row.status === PUBLISH_STATUS.ARCHIVED) throw new AppError("CONTENT_ARCHIVED");
    const next = columns(input);
    // The form shows the publish time to the minute: the minute it shows keeps the row's exact time.
    if (input.publishedAt === japanMinute(row.publishedAt)) next.publishedAt = undefined;
    const { before, after } = changedFields(row, next);
    if (!Object.keys(after).length) return view(row);
    if (row.version !== input.version) throw new AppError("CONTENT_STALE");
    if (row.status === PUBLISH_STATUS.PUBLISHED) assertComplete({ ...row, ...after });
    const updated = await tx.announcement.update({
      where: { id: row.id },
      data: { ...after, version: row.version + 1 },
    });
    await writeAudit(tx, actor, {
      action: "announcement.update",
      entityType: "announcement",
      entityId: row.id,
      before,
      after,
    });
    return view(updated);
  });
}

/**
 * Publish, unpublish (back to draft), archive, or restore from the archive (to draft). Publishing needs
 * every language; it takes effect now, or at the row's publish time while that is still ahead (a scheduled
 * announcement). A row already where it is sent answers as it is, with no second audit row.
 */
export async function changeAnnouncementStatus(
  actor: Actor,
  input: TContentStatusChange,
): Promise<DeskAnnouncement> {
  return getDb().$transaction(async (tx) => {
    const row = await lockAnnouncement(tx, input.id);
    const to = TARGET_STATUS[input.to];
    const verb = transition(row.status, to);
    if (!verb) return view(row);
    if (verb === "publish") assertComplete(row);
    const at = now();
    const publishedAt = verb === "publish" && row.publishedAt <= at ? at : row.publishedAt;
    const updated = await tx.announcement.update({
      where: { id: row.id },
      data: { status: to, publishedAt, version: row.version + 1 },
    });
    await writeAudit(tx, actor, {
      action: `announcement.${verb}`,
      entityType: "announcement",
      entityId: row.id,
      before: { status: statusName(row.status), publishedAt: row.publishedAt },
      after: { status: statusName(to), publishedAt },
    });
    return view(updated);
  });
}
