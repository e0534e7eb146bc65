import { Prisma } from "@/generated/prisma/client";
import { readNewestPage } from "@/lib/db/newest-page";
import { instantDate, isoInstant, type Stamped } from "@/lib/db/instants";
import type { TOrderListQuery } from "@/lib/validation/order";
import { orderCondition } from "./order-filters";
import { orderView, type OrderSource } from "./order-view";

/** What orderView reads of an order (lib/orders/order-view.ts OrderFields), from `orders p`. */
const ORDER_COLUMNS = Prisma.sql`p.id, p.order_no AS "orderNo", p.order_status AS "orderStatus",
  p.agent_flag AS "agentFlag", p.platform, p.shop_name AS "shopName", p.payment_method AS "paymentMethod",
  p.goods_amount_fen AS "goodsAmountFen", p.goods_amount_yen AS "goodsAmountYen",
  p.domestic_shipping_yen AS "domesticShippingYen", p.commission_yen AS "commissionYen", p.total_yen AS "totalYen",
  p.paid_yen AS "paidYen", p.rate_used::text AS "rateUsed", p.remark, p.address_id AS "addressId",
  p.domestic_carrier AS "domesticCarrier", p.domestic_tracking_no AS "domesticTrackingNo",
  p.purchase_refund_yen AS "purchaseRefundYen", p.price_proposal_yen AS "priceProposalYen",
  p.storage_type AS "storageType", p.inventory_status AS "inventoryStatus", p.parent_order_id AS "parentOrderId",
  ${isoInstant("p.purchased_at")} AS "purchasedAt", ${isoInstant("p.arrived_at")} AS "arrivedAt",
  ${isoInstant("p.inspected_at")} AS "inspectedAt", ${isoInstant("p.stored_at")} AS "storedAt",
  ${isoInstant("p.paid_at")} AS "paidAt", ${isoInstant("p.created_at")} AS "createdAt",
  ${isoInstant("p.updated_at")} AS "updatedAt"`;

/** What lineView reads of each line (orderLineSelect), in the lines' order. */
const LINES = Prisma.sql`(SELECT json_agg(json_build_object('id', l.id, 'goodsId', l.goods_id, 'skuId', l.sku_id,
    'goodsName', l.goods_name, 'goodsImageUrl', l.goods_image_url, 'goodsUrl', l.goods_url, 'specs', l.specs,
    'unitPriceFen', l.unit_price_fen, 'quantity', l.quantity, 'asin', l.asin, 'fnsku', l.fnsku,
    'sellerSku', l.seller_sku, 'arrivedQty', l.arrived_qty, 'checkedQty', l.checked_qty,
    'passedQty', l.passed_qty, 'badQty', l.bad_qty, 'inspectionImages', l.inspection_images,
    'inventoryStatus', l.inventory_status, 'proposedUnitFen', l.proposed_unit_fen,
    'referenceImages', l.reference_images) ORDER BY l.id)
  FROM order_line l WHERE l.order_id = p.id) AS lines`;

/** A row as read: the order's times as their ISO text (see `isoInstant`), no lines as null. */
type OrderRead = Omit<Stamped<OrderSource>, "lines"> & { lines: OrderSource["lines"] | null };

function sourceOf(row: OrderRead): OrderSource {
  return {
    ...row,
    purchasedAt: instantDate(row.purchasedAt),
    arrivedAt: instantDate(row.arrivedAt),
    inspectedAt: instantDate(row.inspectedAt),
    storedAt: instantDate(row.storedAt),
    paidAt: instantDate(row.paidAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    lines: row.lines ?? [],
  };
}

/**
 * The customer's orders, newest first, with their lines (/shop/order/list): the page, its lines and the total
 * in one statement read without Prisma's client (lib/db/read-rows.ts), as the order list is the busiest
 * signed-in read. The total comes in every row, and in a row of its own when the page is past the end.
 */
export async function listOrders(customerId: number, query: TOrderListQuery) {
  const { pageNum, pageSize, ...filters } = query;
  const where = orderCondition(customerId, filters);
  const page = await readNewestPage<OrderRead>(
    { table: "orders", alias: "o", where, pageAlias: "p", columns: Prisma.sql`${ORDER_COLUMNS}, ${LINES}` },
    { pageNum, pageSize },
  );
  return { total: page.total, rows: page.rows.map((r) => orderView(sourceOf(r))) };
}
