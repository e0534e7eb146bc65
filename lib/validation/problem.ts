import { z } from "zod";
import { LIMITS, PROBLEM_HANDLING, PROBLEM_PROCESS_STATUS, PROBLEM_TYPE } from "@/lib/codes";
import { ZDateRangeFields, dateRangeInOrder } from "./date-range";
import { ZDbId, ZPageQuery, ZPlainText } from "./rules";
import { ZIdempotencyKey } from "./wallet";

/** The seller's side of defects (/shop/problem/*, docs/warehouse.md). Messages are keys. */

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const codeOf = (codes: Record<string, number>) =>
  z.coerce
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .refine((n) => Object.values(codes).includes(n), { error: "validation.invalid" });

export const ZProblemListQuery = ZPageQuery.extend({
  processStatus: z.preprocess(blankToUndefined, codeOf(PROBLEM_PROCESS_STATUS).optional()),
  problemType: z.preprocess(blankToUndefined, codeOf(PROBLEM_TYPE).optional()),
  ...ZDateRangeFields,
  /** order id or order number */
  orderId: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(32, "validation.invalid")
      .regex(/^[A-Za-z0-9-]+$/, "validation.invalid")
      .optional(),
  ),
}).refine(dateRangeInOrder, { error: "validation.dateOrder" });
export type TProblemListQuery = z.infer<typeof ZProblemListQuery>;

/** Evidence: URLs of the seller's own uploads (modular "evidence"), at most LIMITS.evidenceFiles. */
export const ZEvidenceFiles = z
  .array(z.string({ error: "problems.errors.evidenceInvalid" }).trim().min(1).max(1024), {
    error: "problems.errors.evidenceInvalid",
  })
  .max(LIMITS.evidenceFiles, "validation.attachmentLimit")
  .default([]);

/** POST /shop/problem/apply. The quantity rules need the problem, so they run in the handler too. */
export const ZProblemApply = z.object({
  problemId: ZDbId,
  handling: codeOf(PROBLEM_HANDLING),
  quantity: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.problem.quantityMin" })
      .int("validation.problem.quantityMin")
      .optional(),
  ),
  note: z.preprocess(blankToUndefined, ZPlainText(500, "validation.remarkLength").optional()),
  files: ZEvidenceFiles,
});
export type TProblemApply = z.input<typeof ZProblemApply>;

export const ZProblemRef = z.object({ problemId: ZDbId });

export const ZProblemFeePay = z.object({
  problemId: ZDbId,
  idempotencyKey: z.preprocess(blankToUndefined, ZIdempotencyKey.optional()),
});

/** The agent's actions on a problem (operator commands, docs/warehouse.md). */
export const ZAgentProblemNote = z.object({
  problemId: ZDbId,
  note: z.preprocess(blankToUndefined, ZPlainText(500).optional()),
});

const ZYen = z.coerce
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(0, "validation.invalid")
  .max(10_000_000, "validation.invalid");

/** The defects desk's photo of the pieces returned or destroyed (lib/problems/done-photos.ts), optional. */
const ZDonePhoto = z.preprocess(
  blankToUndefined,
  z.string({ error: "validation.invalid" }).trim().min(1).max(500, "validation.invalid").optional(),
);

export const ZFeeQuote = ZAgentProblemNote.extend({ feeYen: ZYen.optional() });
export const ZReturnDone = ZAgentProblemNote.extend({ refundYen: ZYen.optional(), photo: ZDonePhoto });
export const ZDestructionDone = ZAgentProblemNote.extend({ photo: ZDonePhoto });
export const ZRejectApplication = z.object({
  problemId: ZDbId,
  reason: ZPlainText(500).pipe(z.string().min(1, "problems.errors.reasonRequired")),
});

/** Feedback on an order or a problem (/feedback/feedbackList, /shop/applyMessage/*). */
export const ZFeedbackCreate = z.object({
  orderId: z.preprocess(blankToUndefined, ZDbId.optional()),
  problemId: z.preprocess(blankToUndefined, ZDbId.optional()),
  content: ZPlainText(2000, "validation.messageContentLength").pipe(
    z.string().min(1, "validation.messageContentRequired"),
  ),
  images: ZEvidenceFiles,
});
export type TFeedbackCreate = z.input<typeof ZFeedbackCreate>;

export const ZFeedbackListQuery = ZPageQuery.extend({
  status: z.preprocess(blankToUndefined, codeOf(PROBLEM_PROCESS_STATUS).optional()),
});
export type TFeedbackListQuery = z.input<typeof ZFeedbackListQuery>;

export const ZFeedbackRef = z.object({ id: ZDbId });
export const ZFeedbackReply = z.object({
  id: ZDbId,
  reply: ZPlainText(2000).pipe(z.string().min(1, "validation.messageContentRequired")),
});
