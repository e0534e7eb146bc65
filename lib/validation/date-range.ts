import { z } from "zod";
import { LIMITS } from "@/lib/codes";
import { isYmd } from "@/lib/inputs/date-range";

/** "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss" within the date pickers' range (SPEC §5). */
export const ZDateTime = z
  .string({ error: "validation.dateInvalid" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, "validation.dateInvalid")
  .refine((s) => !Number.isNaN(Date.parse(s.replace(" ", "T") + (s.length === 10 ? "T00:00:00Z" : "Z"))), {
    error: "validation.dateInvalid",
  })
  .refine((s) => s.slice(0, 10) >= LIMITS.dateMin && s.slice(0, 10) <= LIMITS.dateMax, {
    error: "validation.dateRange",
  });

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The list filters' creation-time range (Japan dates; the end day counts whole). */
export const ZDateRangeFields = {
  createTimeStart: z.preprocess(blankToUndefined, ZDateTime.optional()),
  createTimeEnd: z.preprocess(blankToUndefined, ZDateTime.optional()),
};

export const dateRangeInOrder = (q: { createTimeStart?: string; createTimeEnd?: string }) =>
  !q.createTimeStart || !q.createTimeEnd || q.createTimeStart.slice(0, 10) <= q.createTimeEnd.slice(0, 10);

/**
 * A required Japan day, `YYYY-MM-DD` only (a real calendar day), within the date pickers' range: the bounds of a
 * period asked for whole days (the finance desk's download of the account records). Missing reads "required".
 */
export const ZDay = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .refine(isYmd, { error: "validation.dateInvalid", abort: true })
  .refine((s) => s >= LIMITS.dateMin && s <= LIMITS.dateMax, { error: "validation.dateRange" });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `from` to `to`, both counted (`2026-10-01`…`2026-10-31` is 31); both valid YYYY-MM-DD. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
