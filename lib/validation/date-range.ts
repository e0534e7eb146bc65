import { z } from "zod";
import { LIMITS } from "@/lib/codes";

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
