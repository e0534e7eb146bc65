import { z } from "zod";
import { PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { ZPageQuery, ZPlainText } from "./rules";

/**
 * The messages and feedback desk's lists (docs/staff.md "Messages and feedback desk"); its actions take
 * ZStaffReply (lib/validation/message.ts) and ZFeedbackRef / ZFeedbackReply (lib/validation/problem.ts), as
 * `npm run op:reply` and `npm run op:feedback` do.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v);
const flag = z.preprocess((v) => v === true || v === "true" || v === "1", z.boolean()).default(false);

/** One box for the customer (email, name, company) or the thread's title. */
const ZDeskSearch = z.preprocess(blankToUndefined, ZPlainText(128).optional());

/** Threads whose newest message is the customer's: `overdue` keeps those past the 24-hour promise. */
export const ZAwaitingReplyQuery = ZPageQuery.extend({ q: ZDeskSearch, overdue: flag });
export type TAwaitingReplyQuery = z.infer<typeof ZAwaitingReplyQuery>;

/**
 * The feedback desk: not answered yet, sent (1) or taken up (2), no status = both; answered (3); or "all", to
 * read what was answered (the audit trail's link to a feedback opens it here).
 */
export const ZOpenFeedbackQuery = ZPageQuery.extend({
  q: ZDeskSearch,
  status: z.preprocess(
    blankToUndefined,
    z
      .union(
        [
          z.literal("all"),
          z.coerce
            .number()
            .pipe(
              z.union([
                z.literal(PROBLEM_PROCESS_STATUS.PENDING),
                z.literal(PROBLEM_PROCESS_STATUS.IN_PROCESS),
                z.literal(PROBLEM_PROCESS_STATUS.PROCESSED),
              ]),
            ),
        ],
        { error: "validation.invalid" },
      )
      .optional(),
  ),
});
export type TOpenFeedbackQuery = z.infer<typeof ZOpenFeedbackQuery>;
