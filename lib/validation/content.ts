import { z } from "zod";
import { GUIDE_CENTER_TYPE, LIMITS } from "@/lib/codes";
import { MAX_DB_ID, ZDbId, ZPageQuery, ZPlainText } from "./rules";

export const ZGuideListQuery = ZPageQuery.extend({
  centerType: z.coerce
    .number({ error: "validation.invalid" })
    .pipe(z.union([z.literal(GUIDE_CENTER_TYPE.BOTTOM_MENU), z.literal(GUIDE_CENTER_TYPE.USER_CENTER)]))
    .default(GUIDE_CENTER_TYPE.BOTTOM_MENU),
  pageSize: z.coerce.number().int().min(1).max(100).default(4),
});

/*
 * The content desk of the staff console (docs/staff.md "Content desk"): announcements and guide articles.
 * Bodies are plain text, shown to sellers as text (never as HTML), so what staff type cannot become markup.
 * A draft may leave languages empty; publishing needs all four (lib/content/desk-rules.ts).
 */

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const ZTitle = ZPlainText(LIMITS.contentTitleMax).default("");
const ZBody = ZPlainText(LIMITS.contentBodyMax).default("");
/** The Japanese title names the row on the desk, so even a draft has one. */
const ZTitleJa = ZPlainText(LIMITS.contentTitleMax).pipe(
  z.string().min(1, "staff.content.validation.titleJaRequired"),
);

/** A real calendar day and time of day (Date.parse would roll 02-30 into March and accept 24:00). */
function isWallClockMinute(s: string): boolean {
  const [y, mo, d, h, mi] = [0, 5, 8, 11, 14].map((at) => Number(s.slice(at, at === 0 ? 4 : at + 2)));
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

/**
 * A Japan wall-clock minute as a datetime-local field sends it, "YYYY-MM-DDTHH:mm" (a space or seconds are
 * accepted and dropped). Stays a string so the form's parsed value parses again on the server.
 */
export const ZJapanMinute = z
  .string({ error: "staff.content.validation.publishedAt" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/, "staff.content.validation.publishedAt")
  .transform((s) => s.slice(0, 16).replace(" ", "T"))
  .refine(isWallClockMinute, {
    error: "staff.content.validation.publishedAt",
  })
  .refine((s) => s.slice(0, 10) >= LIMITS.dateMin && s.slice(0, 10) <= LIMITS.dateMax, {
    error: "validation.dateRange",
  });

/** The "new" form's key, made when the form opens: a second submit of the same form creates nothing. */
const ZCreateKey = z.uuid({ error: "validation.invalid" });
const ZVersion = z.coerce.number({ error: "validation.invalid" }).int().min(1).max(MAX_DB_ID);

export const ZAnnouncementFields = z.object({
  titleJa: ZTitleJa,
  titleZh: ZTitle,
  titleEn: ZTitle,
  titleKo: ZTitle,
  contentJa: ZBody,
  contentZh: ZBody,
  contentEn: ZBody,
  contentKo: ZBody,
  pinned: z.boolean({ error: "validation.invalid" }).default(false),
  /** Japan time; in the future, a published announcement waits for it (lib/content/announcement-desk.ts) */
  publishedAt: z.preprocess(blankToUndefined, ZJapanMinute.optional()),
});
export type TAnnouncementFields = z.infer<typeof ZAnnouncementFields>;
export const ZAnnouncementCreate = ZAnnouncementFields.extend({ createKey: ZCreateKey });
export type TAnnouncementCreate = z.infer<typeof ZAnnouncementCreate>;
export const ZAnnouncementUpdate = ZAnnouncementFields.extend({ id: ZDbId, version: ZVersion });
export type TAnnouncementUpdate = z.infer<typeof ZAnnouncementUpdate>;

const ZCenterType = z.coerce
  .number({ error: "validation.invalid" })
  .pipe(z.union([z.literal(GUIDE_CENTER_TYPE.BOTTOM_MENU), z.literal(GUIDE_CENTER_TYPE.USER_CENTER)]));

export const ZGuideFields = z.object({
  centerType: ZCenterType,
  sort: z.coerce
    .number({ error: "staff.content.validation.sort" })
    .int("staff.content.validation.sort")
    .min(0, "staff.content.validation.sort")
    .max(9999, "staff.content.validation.sort")
    .default(0),
  titleJa: ZTitleJa,
  titleZh: ZTitle,
  titleEn: ZTitle,
  titleKo: ZTitle,
  contentJa: ZBody,
  contentZh: ZBody,
  contentEn: ZBody,
  contentKo: ZBody,
});
export type TGuideFields = z.infer<typeof ZGuideFields>;
export const ZGuideCreate = ZGuideFields.extend({ createKey: ZCreateKey });
export type TGuideCreate = z.infer<typeof ZGuideCreate>;
export const ZGuideUpdate = ZGuideFields.extend({ id: ZDbId, version: ZVersion });
export type TGuideUpdate = z.infer<typeof ZGuideUpdate>;

/** Where a row goes: publish, back to draft (unpublish, or restore from the archive), or the archive. */
export const CONTENT_TARGETS = ["published", "draft", "archived"] as const;
export type ContentTarget = (typeof CONTENT_TARGETS)[number];
export const ZContentStatusChange = z.object({
  id: ZDbId,
  to: z.enum(CONTENT_TARGETS, { error: "validation.invalid" }),
});
export type TContentStatusChange = z.infer<typeof ZContentStatusChange>;

export const ZContentRef = z.object({ id: ZDbId });

/** The desk's lists: "" is the working list (drafts and published), or one status; a title search. */
const ZStatusFilter = z.preprocess(
  blankToUndefined,
  z.enum(CONTENT_TARGETS, { error: "validation.invalid" }).optional(),
);
const ZTitleSearch = z.preprocess(blankToUndefined, ZPlainText(LIMITS.contentTitleMax).optional());

export const ZAnnouncementDeskQuery = ZPageQuery.extend({ status: ZStatusFilter, q: ZTitleSearch });
export type TAnnouncementDeskQuery = z.infer<typeof ZAnnouncementDeskQuery>;
export const ZGuideDeskQuery = ZPageQuery.extend({
  status: ZStatusFilter,
  q: ZTitleSearch,
  centerType: z.preprocess(blankToUndefined, ZCenterType.optional()),
});
export type TGuideDeskQuery = z.infer<typeof ZGuideDeskQuery>;
