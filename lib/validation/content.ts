import { z } from "zod";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { ZDbId, ZPageQuery } from "./rules";

/** Numeric id from the path; a bad one is "not found", like a missing row. */
export const ZIdParam = {
  parseId(value: string | undefined): number {
    const r = ZDbId.safeParse(value);
    if (!r.success) throw new AppError("NOT_FOUND");
    return r.data;
  },
};

export const ZGuideListQuery = ZPageQuery.extend({
  centerType: z.coerce
    .number({ error: "validation.invalid" })
    .pipe(z.union([z.literal(GUIDE_CENTER_TYPE.BOTTOM_MENU), z.literal(GUIDE_CENTER_TYPE.USER_CENTER)]))
    .default(GUIDE_CENTER_TYPE.BOTTOM_MENU),
  pageSize: z.coerce.number().int().min(1).max(100).default(4),
});
