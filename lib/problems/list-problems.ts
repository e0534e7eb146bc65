import { Prisma } from "@/generated/prisma/client";
import { readNewestPage } from "@/lib/db/newest-page";
import { instantDate, isoInstant, type Stamped } from "@/lib/db/instants";
import type { TProblemListQuery } from "@/lib/validation/problem";
import { problemCondition } from "./problem-filters";
import { problemRowView, type ProblemRow } from "./problem-view";

/** What problemRowView reads (problemRowSelect), from `problem p`, its `orders o` and its `order_line l`. */
const PROBLEM_COLUMNS = Prisma.sql`p.id, p.order_id AS "orderId", p.order_line_id AS "orderLineId",
  p.problem_type AS "problemType", p.process_status AS "processStatus", p.handling, p.quantity,
  p.apply_quantity AS "applyQuantity", p.description, p.images, p.fee_yen AS "feeYen",
  ${isoInstant("p.fee_quoted_at")} AS "feeQuotedAt", ${isoInstant("p.fee_paid_at")} AS "feePaidAt",
  p.refund_yen AS "refundYen", p.done_image AS "doneImage", p.agent_reply AS "agentReply",
  ${isoInstant("p.created_at")} AS "createdAt", ${isoInstant("p.updated_at")} AS "updatedAt",
  o.order_no AS "orderNo", o.order_status AS "orderStatus", o.agent_flag AS "agentFlag", o.platform,
  o.shop_name AS "shopName", l.id IS NOT NULL AS "hasLine", l.goods_name AS "goodsName",
  l.goods_image_url AS "goodsImageUrl", l.specs`;

/** A row as read: the times as their ISO text (see `isoInstant`), the order's and the line's fields beside the problem's. */
type ProblemRead = Stamped<Omit<ProblemRow, "order" | "orderLine">> &
  ProblemRow["order"] & {
    hasLine: boolean;
    goodsName: string | null;
    goodsImageUrl: string | null;
    specs: string | null;
  };

function sourceOf(r: ProblemRead): ProblemRow {
  const {
    orderNo,
    orderStatus,
    agentFlag,
    platform,
    shopName,
    hasLine,
    goodsName,
    goodsImageUrl,
    specs,
    ...p
  } = r;
  return {
    ...p,
    feeQuotedAt: instantDate(p.feeQuotedAt),
    feePaidAt: instantDate(p.feePaidAt),
    createdAt: new Date(p.createdAt),
    updatedAt: new Date(p.updatedAt),
    order: { orderNo, orderStatus, agentFlag, platform, shopName },
    orderLine: hasLine ? { goodsName: goodsName as string, goodsImageUrl, specs } : null,
  };
}

/**
 * The seller's problems, newest first, with filters (/shop/problem/list): the page with each problem's order
 * and order line, and the total, in one statement read without Prisma's client (lib/db/read-rows.ts), as the
 * order list (lib/orders/list-orders.ts). The total comes in every row, and in a row of its own when the page
 * is past the end.
 */
export async function listProblems(customerId: number, query: TProblemListQuery) {
  const { pageNum, pageSize, ...filters } = query;
  const where = problemCondition(customerId, filters);
  const page = await readNewestPage<ProblemRead>(
    {
      table: "problem",
      alias: "p",
      where,
      pageAlias: "p",
      columns: PROBLEM_COLUMNS,
      joins: Prisma.sql`JOIN orders o ON o.id = p.order_id LEFT JOIN order_line l ON l.id = p.order_line_id`,
    },
    { pageNum, pageSize },
  );
  return { total: page.total, rows: page.rows.map((r) => problemRowView(sourceOf(r))) };
}
