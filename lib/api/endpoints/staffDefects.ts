import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { ZStepCounts, ZStepCountsQuery } from "@/lib/staff/step-counts";
import { ZUploadForm } from "@/lib/validation/upload";
import {
  ZDefectsDeskDestroyed,
  ZDefectsDeskNote,
  ZDefectsDeskQuery,
  ZDefectsDeskQuote,
  ZDefectsDeskReject,
  ZDefectsDeskReturned,
} from "@/lib/validation/staff-defects";
import { ZDefectsDeskProblem } from "./staffDefects.views";

/**
 * The defects desk of the staff console (docs/warehouse.md "Defects desk"). Each action is the domain function
 * of its `op:problem` sub-command with the member as the audit actor. The examples act on demo problems no
 * other example needs: 12 (destruction requested) is quoted, 9 (exchange) sent back, 11 (partial return) split
 * off, 4 (return paid) returned, 5 (destruction paid) destroyed, 13 (return requested) refused, 15 (awaiting
 * the seller's choice; the seller's example only reads it) withdrawn.
 */

const tag = "Staff: defects";
const permission = "defects.work";
const int = z.number().int();
const ZStepDone = z.object({ problemId: int, orderId: int, orderStatus: int });
const ZUploadedFile = z.object({ url: z.string(), originalFilename: z.string(), name: z.string() });

export const staffDefectsProblems = endpoint({
  method: "GET",
  path: "/staff/defects/problems",
  summary: "Problems by the agent's next step (or awaiting the seller's choice), the longest waiting first",
  tag,
  access: "staff",
  permission,
  query: ZDefectsDeskQuery,
  envelope: "paged",
  response: ZDefectsDeskProblem,
  example: { query: { step: "quote", pageNum: 1, pageSize: 20 } },
});

export const staffDefectsSteps = endpoint({
  method: "GET",
  path: "/staff/defects/steps",
  summary: "How many problems wait on each step's tab, or a search finds there (each count stops at the cap)",
  tag,
  access: "staff",
  permission,
  query: ZStepCountsQuery,
  envelope: "data",
  response: ZStepCounts(DEFECT_STEPS),
  example: { query: { q: "demo@example.com" } },
});

export const staffDefectsQuote = endpoint({
  method: "POST",
  path: "/staff/defects/quote",
  summary:
    "Quotes the return or destruction fee (60 → 64, 76 → 80): the fee table's estimate or the amount given",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskQuote,
  envelope: "data",
  response: ZStepDone.extend({ feeYen: int }),
  example: { body: { problemId: 12, note: "廃棄手数料のお見積りです" } },
});

export const staffDefectsSendBack = endpoint({
  method: "POST",
  path: "/staff/defects/sendBack",
  summary: "Exchange: the pieces went back to the supplier (28 → 32); the replacements arrive later",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskNote,
  envelope: "data",
  response: ZStepDone,
  example: { body: { problemId: 9 } },
});

export const staffDefectsSplit = endpoint({
  method: "POST",
  path: "/staff/defects/split",
  summary: "Partial return / destruction (36 / 82): the pieces split off into an order of their own",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskNote,
  envelope: "data",
  response: ZStepDone.extend({
    splitOrderId: int,
    splitOrderNo: z.string(),
    splits: z.array(z.object({ problemId: int, splitOrderId: int, splitOrderNo: z.string(), pieces: int })),
  }),
  example: { body: { problemId: 11 } },
});

export const staffDefectsReturned = endpoint({
  method: "POST",
  path: "/staff/defects/returned",
  summary: "Return done (68 → 72): the goods money comes back to the seller's balance",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskReturned,
  envelope: "data",
  response: ZStepDone.extend({ refundYen: int }),
  example: { body: { problemId: 4, note: "仕入先が返品を受け付けました" } },
});

export const staffDefectsDestroyed = endpoint({
  method: "POST",
  path: "/staff/defects/destroyed",
  summary: "Destruction done (83 → 84)",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskDestroyed,
  envelope: "data",
  response: ZStepDone,
  example: { body: { problemId: 5 } },
});

export const staffDefectsPhoto = endpoint({
  method: "POST",
  path: "/staff/defects/photo",
  summary:
    "Uploads a photo of returned or destroyed pieces (multipart `file`, PNG or JPEG); answered as /aliyun/oss/upload answers",
  tag,
  access: "staff",
  permission,
  multipart: ZUploadForm,
  envelope: "fields",
  response: ZUploadedFile.extend({ data: ZUploadedFile }),
  example: { body: { modular: "shopmall", file: "photo.png" } },
});

export const staffDefectsReject = endpoint({
  method: "POST",
  path: "/staff/defects/reject",
  summary:
    "The application cannot be carried out (→ 26), with the reason the seller reads; they choose again",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskReject,
  envelope: "data",
  response: ZStepDone,
  example: { body: { problemId: 13, reason: "仕入先が返品を受け付けません" } },
});

export const staffDefectsWithdraw = endpoint({
  method: "POST",
  path: "/staff/defects/withdraw",
  summary: "The defect was reported by mistake: the problem is cancelled and its pieces pass",
  tag,
  access: "staff",
  permission,
  body: ZDefectsDeskNote,
  envelope: "data",
  response: ZStepDone,
  example: { body: { problemId: 15, note: "再検品の結果、問題ありませんでした" } },
});
