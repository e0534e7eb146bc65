import { Prisma } from "@/generated/prisma/client";
import { CONTAINER_STATUS } from "@/lib/codes";
import { readRows } from "@/lib/db/client";
import { readNewestPage } from "@/lib/db/newest-page";
import { instantDate, isoInstant, type Stamped } from "@/lib/db/instants";
import { japanDayRange } from "@/lib/japan-time";
import type { z } from "zod";
import type { ZContainerListQuery } from "@/lib/validation/shipping";
import { containerRowView, type ContainerRow } from "./container-view";

type ContainerListQuery = z.output<typeof ZContainerListQuery>;

/**
 * What containerRowView reads (rowSelect), from `container c` and its `amazon_site s`; the lines' quantities in
 * line order, as many as Prisma's `lines` relation gave.
 */
const CONTAINER_COLUMNS = Prisma.sql`c.id, c.container_no AS "containerNo", c.status,
  c.shipping_mode AS "shippingMode", c.storage_type AS "storageType", c.amazon_site_id AS "amazonSiteId",
  c.fba_shipment_id AS "fbaShipmentId", c.fba_warehouse_code AS "fbaWarehouseCode", c.box_count AS "boxCount",
  c.estimate_yen AS "estimateYen", c.estimate_grams AS "estimateGrams", c.charge_grams AS "chargeGrams",
  c.total_yen AS "totalYen", c.carrier, c.tracking_no AS "trackingNo", c.remark,
  ${isoInstant("c.paid_at")} AS "paidAt", ${isoInstant("c.dispatched_at")} AS "dispatchedAt",
  ${isoInstant("c.customs_cleared_at")} AS "customsClearedAt", ${isoInstant("c.created_at")} AS "createdAt",
  s.id IS NOT NULL AS "hasSite", s.site_name_en AS "siteNameEn", s.marketplace,
  ARRAY(SELECT l.quantity FROM container_line l WHERE l.container_id = c.id ORDER BY l.id) AS "lineQuantities"`;

/** A row as read: the times as their ISO text (see `isoInstant`), the site's fields beside the packing list's. */
type ContainerRead = Stamped<Omit<ContainerRow, "amazonSite" | "lines">> & {
  hasSite: boolean;
  siteNameEn: string | null;
  marketplace: string | null;
  lineQuantities: number[];
};

function sourceOf({ hasSite, siteNameEn, marketplace, lineQuantities, ...c }: ContainerRead): ContainerRow {
  return {
    ...c,
    paidAt: instantDate(c.paidAt),
    dispatchedAt: instantDate(c.dispatchedAt),
    customsClearedAt: instantDate(c.customsClearedAt),
    createdAt: new Date(c.createdAt),
    amazonSite: hasSite ? { siteNameEn: siteNameEn as string, marketplace: marketplace as string } : null,
    lines: lineQuantities.map((quantity) => ({ quantity })),
  };
}

/** The seller's filters of the packing-list list as the condition on `container c`. */
function containerCondition(customerId: number, q: ContainerListQuery): Prisma.Sql {
  const parts = [Prisma.sql`c.customer_id = ${customerId}`];
  if (q.status !== undefined) parts.push(Prisma.sql`c.status = ${q.status}`);
  // Prisma's `contains`; the number is letters, digits and "-" (ZContainerListQuery), none a LIKE wildcard.
  if (q.containerNo) parts.push(Prisma.sql`c.container_no LIKE ${`%${q.containerNo.toUpperCase()}%`}`);
  // Times are stored as UTC wall-clock time (Prisma's DateTime), so an instant is compared as one.
  const createdAt = japanDayRange(q.createTimeStart, q.createTimeEnd);
  if (createdAt?.gte) parts.push(Prisma.sql`c.created_at >= ${createdAt.gte.toISOString()}::timestamp`);
  if (createdAt?.lt) parts.push(Prisma.sql`c.created_at < ${createdAt.lt.toISOString()}::timestamp`);
  return Prisma.join(parts, " AND ");
}

/**
 * The seller's packing lists, newest first, with filters (/batchManage, GET /shop/container/h5/getAllContainerList):
 * the page with each packing list's Amazon site and lines' quantities, and the total, in one statement read
 * without Prisma's client (lib/db/read-rows.ts), as the order and problem lists. The total comes in every row,
 * and in a row of its own when the page is past the end.
 */
export async function listContainers(customerId: number, q: ContainerListQuery) {
  const where = containerCondition(customerId, q);
  const page = await readNewestPage<ContainerRead>(
    {
      table: "container",
      alias: "c",
      where,
      pageAlias: "c",
      columns: CONTAINER_COLUMNS,
      joins: Prisma.sql`LEFT JOIN amazon_site s ON s.id = c.amazon_site_id`,
    },
    q,
  );
  return { total: page.total, rows: page.rows.map((r) => containerRowView(sourceOf(r))) };
}

/**
 * GET /shop/container/getStatisticalNum: the seller's packing lists per status, and all of them; one statement
 * read without Prisma's client, as the list beside it.
 */
export async function containerStatistics(customerId: number) {
  const groups = await readRows<{ status: number; count: number }>(Prisma.sql`
    SELECT c.status, count(*)::int AS count FROM container c WHERE c.customer_id = ${customerId} GROUP BY c.status`);
  const byStatus = new Map(groups.map((g) => [g.status, g.count]));
  return {
    totalCount: groups.reduce((n, g) => n + g.count, 0),
    statusCounts: Object.values(CONTAINER_STATUS).map((status) => ({
      status,
      count: byStatus.get(status) ?? 0,
    })),
  };
}
