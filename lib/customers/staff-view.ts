import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/lib/i18n/messages";
import { getOrder } from "@/lib/orders/get-order";
import { listOrders } from "@/lib/orders/list-orders";
import { getContainer } from "@/lib/shipping/container-view";
import { listContainers } from "@/lib/shipping/list-containers";
import { listProblems } from "@/lib/problems/list-problems";
import { listThreads } from "@/lib/messages/list-threads";
import { getCustomerInfo } from "./customer-info";
import { getMemberInfo } from "./membership";
import type { TCustomerSearch } from "@/lib/validation/staff-customers";

/** The customers desk (docs/staff.md "Customers desk"): reads only; the one write is setAccountStatus. */

const rowSelect = {
  id: true,
  email: true,
  userName: true,
  realName: true,
  companyName: true,
  memberTier: true,
  status: true,
  balanceYen: true,
  frozenYen: true,
  lastLoginAt: true,
  createdAt: true,
} satisfies Prisma.CustomerSelect;

/**
 * One box finds a customer by name (user or real), email or company (any part, any case), by an order or
 * packing-list number of theirs (the whole number: the unique indexes answer it) or by their id. Newest
 * accounts first, paged. A row found by a number carries that order or packing list, so customer service goes
 * straight to it.
 */
export async function searchCustomers(q: TCustomerSearch) {
  const where: Prisma.CustomerWhereInput = {};
  if (q.status !== undefined) where.status = q.status;
  if (q.q) {
    const part = { contains: q.q, mode: "insensitive" as const };
    const or: Prisma.CustomerWhereInput[] = [
      { userName: part },
      { realName: part },
      { email: part },
      { companyName: part },
      { orders: { some: { orderNo: { in: numbersOf(q.q) } } } },
      { containers: { some: { containerNo: { in: numbersOf(q.q) } } } },
    ];
    if (/^\d{1,9}$/.test(q.q)) or.push({ id: Number(q.q) });
    where.OR = or;
  }
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.customer.count({ where }),
    db.customer.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (q.pageNum - 1) * q.pageSize,
      take: q.pageSize,
      select: rowSelect,
    }),
  ]);
  const { orders, packingLists } = await foundByNumber(
    q.q,
    rows.map((c) => c.id),
  );
  return {
    total,
    rows: rows.map((c) => ({
      id: c.id,
      email: c.email,
      userName: c.userName,
      realName: c.realName,
      companyName: c.companyName,
      memberTier: c.memberTier,
      status: c.status,
      balance: c.balanceYen,
      frozenAmount: c.frozenYen,
      lastLoginTime: c.lastLoginAt,
      createTime: c.createdAt,
      order: orders.get(c.id) ?? null,
      packingList: packingLists.get(c.id) ?? null,
    })),
  };
}

/** The whole order or packing-list number the search text can be, as typed and in capitals. */
const numbersOf = (q: string) => [...new Set([q, q.toUpperCase()])];

/** The order and the packing list of these customers whose number the search text is (by the unique indexes). */
async function foundByNumber(q: string | undefined, customerIds: number[]) {
  if (!q || !customerIds.length)
    return {
      orders: new Map<number, { id: number; orderNo: string }>(),
      packingLists: new Map<number, { id: number; containerNo: string }>(),
    };
  const db = getDb();
  const [orders, lists] = await Promise.all([
    db.order.findMany({
      where: { orderNo: { in: numbersOf(q) }, customerId: { in: customerIds } },
      select: { id: true, orderNo: true, customerId: true },
    }),
    db.container.findMany({
      where: { containerNo: { in: numbersOf(q) }, customerId: { in: customerIds } },
      select: { id: true, containerNo: true, customerId: true },
    }),
  ]);
  return {
    orders: new Map(orders.map((o) => [o.customerId, { id: o.id, orderNo: o.orderNo }])),
    packingLists: new Map(lists.map((c) => [c.customerId, { id: c.id, containerNo: c.containerNo }])),
  };
}
export type CustomerSearchRow = Awaited<ReturnType<typeof searchCustomers>>["rows"][number];

/** How many of each list the customer page shows; its count says how many there are in all. */
export const OVERVIEW_LIST_SIZE = 5;

/**
 * A customer on one page: the profile as the seller's own screens read it (getCustomerInfo, never the password
 * hash), their standing, the membership in force, and the newest orders, packing lists, problems and message
 * threads through the seller's own list functions, each with its total.
 */
export async function getCustomerOverview(id: number, locale: Locale, t: Translate) {
  const standing = await getDb().customer.findUnique({
    where: { id },
    select: { status: true, lastLoginAt: true },
  });
  if (!standing) throw new AppError("NOT_FOUND");
  const first = { pageNum: 1, pageSize: OVERVIEW_LIST_SIZE };
  const [profile, membership, orders, packingLists, problems, threads] = await Promise.all([
    getCustomerInfo(id),
    getMemberInfo(id, locale),
    listOrders(id, first),
    listContainers(id, first),
    listProblems(id, first),
    listThreads(id, first.pageNum, first.pageSize, t),
  ]);
  return {
    profile: { ...profile, status: standing.status, lastLoginTime: standing.lastLoginAt },
    membership,
    orders,
    packingLists,
    problems,
    threads,
  };
}
export type CustomerOverview = Awaited<ReturnType<typeof getCustomerOverview>>;

/** The customer an order belongs to, or null when there is no such order. */
export async function customerOfOrder(orderId: number): Promise<number | null> {
  const order = await getDb().order.findUnique({ where: { id: orderId }, select: { customerId: true } });
  return order?.customerId ?? null;
}

/**
 * One order on the console's order page: what its seller reads on theirs (`getOrder`: lines, prices, the
 * warehouse's steps, address, timeline naming the members) and who the seller is.
 */
export async function getCustomerOrder(orderId: number, locale: Locale) {
  const customerId = await customerOfOrder(orderId);
  if (customerId === null) throw new AppError("NOT_FOUND");
  const [order, customer] = await Promise.all([getOrder(customerId, orderId, locale), sellerOf(customerId)]);
  return { ...order, customer };
}
export type CustomerOrder = Awaited<ReturnType<typeof getCustomerOrder>>;

/**
 * One packing list on the console's packing-list page: what its seller reads on /batchDetails, its goods and
 * boxes and its bill (`getContainer`), and who the seller is.
 */
export async function getCustomerContainer(containerId: number, locale: Locale) {
  const row = await getDb().container.findUnique({
    where: { id: containerId },
    select: { customerId: true },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const [container, customer] = await Promise.all([
    getContainer(row.customerId, containerId, locale),
    sellerOf(row.customerId),
  ]);
  return { ...container, customer };
}
export type CustomerContainer = Awaited<ReturnType<typeof getCustomerContainer>>;

/** Who a seller is, as the console's order and packing-list pages name them. */
function sellerOf(customerId: number) {
  return getDb().customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { id: true, email: true, userName: true, companyName: true },
  });
}
