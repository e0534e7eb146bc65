import { describe, expect, it } from "vitest";
import { PROBLEM_TYPE as T, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { get } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import { inspect, paidOrder, toArrived, unpaidOrder } from "../helpers/warehouse";

/**
 * Issue 27: the Japan-day filter is one function (lib/japan-time.ts japanDayRange) for every list filtered by
 * creation date. Rows made on the last millisecond of a Japan day and the first of the next fall on their
 * own day in the account records, the orders and the defects alike: an end day counts whole, a start day
 * from its midnight, Japan time (UTC+9).
 */
const LAST_OF_DAY = new Date("2026-05-01T14:59:59.999Z"); // 2026-05-01 23:59:59.999 in Japan
const FIRST_OF_NEXT = new Date("2026-05-01T15:00:00.000Z"); // 2026-05-02 00:00:00.000 in Japan

const DAYS = [
  [{ createTimeStart: "2026-05-01", createTimeEnd: "2026-05-01" }, "late"],
  [{ createTimeEnd: "2026-05-01" }, "late"],
  [{ createTimeStart: "2026-05-02" }, "early"],
  [{ createTimeStart: "2026-05-02", createTimeEnd: "2026-05-02" }, "early"],
  [{ createTimeStart: "2026-05-01", createTimeEnd: "2026-05-02" }, "both"],
  [{ createTimeStart: "2026-04-30", createTimeEnd: "2026-04-30" }, "none"],
] as const;

function expected(which: (typeof DAYS)[number][1], late: number, early: number) {
  return { late: [late], early: [early], both: [late, early].sort((a, b) => a - b), none: [] }[which];
}

const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id).sort((a, b) => a - b);

describe("lists filtered by Japan days", () => {
  it("account records", async () => {
    const c = await createCustomer();
    const credit = () =>
      applyBalanceChangeNow({ customerId: c.id, type: TRANSACTION_TYPE.TOP_UP, amountYen: 1_000 });
    await credit();
    await credit();
    const [late, early] = await getDb().accountTransaction.findMany({
      where: { customerId: c.id },
      orderBy: { id: "asc" },
    });
    await getDb().accountTransaction.update({ where: { id: late.id }, data: { createdAt: LAST_OF_DAY } });
    await getDb().accountTransaction.update({ where: { id: early.id }, data: { createdAt: FIRST_OF_NEXT } });
    for (const [query, which] of DAYS) {
      const res = await get("/shop/account/records", { token: c.token, query: { ...query, pageSize: 50 } });
      expect(res.json.code, JSON.stringify(query)).toBe(200);
      expect(ids(res.json.rows), JSON.stringify(query)).toEqual(expected(which, late.id, early.id));
    }
  });

  it("orders", async () => {
    const c = await createCustomer();
    const late = await unpaidOrder(c.id);
    const early = await unpaidOrder(c.id);
    await getDb().order.update({ where: { id: late.id }, data: { createdAt: LAST_OF_DAY } });
    await getDb().order.update({ where: { id: early.id }, data: { createdAt: FIRST_OF_NEXT } });
    for (const [query, which] of DAYS) {
      const res = await get("/shop/order/list", { token: c.token, query: { ...query, pageSize: 50 } });
      expect(res.json.code, JSON.stringify(query)).toBe(200);
      expect(ids(res.json.rows), JSON.stringify(query)).toEqual(expected(which, late.id, early.id));
    }
  });

  it("defects", async () => {
    const o = await paidOrder([[10, 1_000]]);
    await toArrived(o.order.id, o.lineIds);
    const r = await inspect(o.order.id, [
      { lineId: o.lineIds[0], problemType: T.DAMAGED, quantity: 1 },
      { lineId: o.lineIds[0], problemType: T.FLAWED, quantity: 1 },
    ]);
    const [late, early] = r.problemIds;
    await getDb().problem.update({ where: { id: late }, data: { createdAt: LAST_OF_DAY } });
    await getDb().problem.update({ where: { id: early }, data: { createdAt: FIRST_OF_NEXT } });
    for (const [query, which] of DAYS) {
      const res = await get("/shop/problem/list", {
        token: o.customer.token,
        query: { ...query, pageSize: 50 },
      });
      expect(res.json.code, JSON.stringify(query)).toBe(200);
      expect(ids(res.json.rows), JSON.stringify(query)).toEqual(expected(which, late, early));
    }
  });
});
