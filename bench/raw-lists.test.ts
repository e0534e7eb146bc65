import { describe, expect, it } from "vitest";
import { rawOrderList } from "./bare-next/raw-lists.mjs";
import { pageSummary } from "./list-bench";

const PATH = "/api/shop/order/list?pageNum=1&pageSize=10";
const later = new Date(Date.now() + 3_600_000);
const statements = [
  { text: "SELECT … FROM session s JOIN customer c …", values: ["sid"] },
  { text: 'SELECT COUNT(*) AS "_count$_all" FROM …', values: [1] },
  { text: 'SELECT "public"."orders"."id" … FROM "public"."orders" …', values: [1] },
  { text: 'SELECT … FROM "public"."order_line" WHERE …', values: [7, 3] },
];

/** A pool answering each statement with fixed rows, recording what was sent. */
function fakePool(session: Record<string, unknown> | undefined) {
  const sent: string[] = [];
  const answers = [
    session ? [session] : [],
    [{ _count$_all: "2" }],
    [{ id: 7 }, { id: 3 }],
    [
      { id: 1, order_id: 3 },
      { id: 2, order_id: 7 },
      { id: 3, order_id: 3 },
    ],
  ];
  return {
    sent,
    async query(text: string) {
      sent.push(text);
      return { rows: answers[statements.findIndex((s) => s.text === text)] };
    },
  };
}

describe("the bare app's order list", () => {
  it("checks the session with one statement, then answers the page with each order's lines", async () => {
    const pool = fakePool({ customerId: 1, expiresAt: later, revokedAt: null, status: 0 });
    const { status, body } = await rawOrderList(pool, [[PATH, statements]]).orderList(PATH, "Bearer t");
    expect(status).toBe(200);
    expect(pool.sent).toHaveLength(4);
    expect(pageSummary(body as Parameters<typeof pageSummary>[0])).toBe("total 2, orders 7,3 with 1,2 lines");
  });

  it("answers nothing of the list without a token or with an ended session", async () => {
    const live = fakePool({ customerId: 1, expiresAt: later, revokedAt: null, status: 0 });
    expect((await rawOrderList(live, [[PATH, statements]]).orderList(PATH, null)).status).toBe(401);
    expect(live.sent).toHaveLength(0);
    const revoked = fakePool({ customerId: 1, expiresAt: later, revokedAt: new Date(), status: 0 });
    expect((await rawOrderList(revoked, [[PATH, statements]]).orderList(PATH, "Bearer t")).status).toBe(401);
    expect(revoked.sent).toHaveLength(1);
    const gone = fakePool(undefined);
    expect((await rawOrderList(gone, [[PATH, statements]]).orderList(PATH, "Bearer t")).status).toBe(401);
  });
});
