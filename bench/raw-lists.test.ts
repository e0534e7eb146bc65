import { describe, expect, it } from "vitest";
import { rawOrderList } from "./bare-next/raw-lists.mjs";
import { pageSummary } from "./list-bench";

const PATH = "/api/shop/order/list?pageNum=1&pageSize=10";
const statements = [
  { text: "SELECT … FROM session s JOIN customer c …", values: ["sid"] },
  { text: "SELECT t.total, c.* FROM (SELECT count(*)::int AS total FROM orders o …", values: [1] },
];

/** A pool answering each statement with fixed rows, recording what was sent. */
function fakePool(session: Record<string, unknown> | undefined) {
  const sent: string[] = [];
  const answers = [
    session ? [session] : [],
    [
      { total: 2, id: 7, lines: [{ id: 2 }] },
      { total: 2, id: 3, lines: [{ id: 1 }, { id: 3 }] },
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
    const pool = fakePool({ customerId: 1, expired: false, revoked: false, status: 0 });
    const { status, body } = await rawOrderList(pool, [[PATH, statements]]).orderList(PATH, "Bearer t");
    expect(status).toBe(200);
    expect(pool.sent).toHaveLength(2);
    expect(pageSummary(body as Parameters<typeof pageSummary>[0])).toBe("total 2, orders 7,3 with 1,2 lines");
  });

  it("answers nothing of the list without a token or with an ended session", async () => {
    const live = fakePool({ customerId: 1, expired: false, revoked: false, status: 0 });
    expect((await rawOrderList(live, [[PATH, statements]]).orderList(PATH, null)).status).toBe(401);
    expect(live.sent).toHaveLength(0);
    const revoked = fakePool({ customerId: 1, expired: false, revoked: true, status: 0 });
    expect((await rawOrderList(revoked, [[PATH, statements]]).orderList(PATH, "Bearer t")).status).toBe(401);
    expect(revoked.sent).toHaveLength(1);
    const expired = fakePool({ customerId: 1, expired: true, revoked: false, status: 0 });
    expect((await rawOrderList(expired, [[PATH, statements]]).orderList(PATH, "Bearer t")).status).toBe(401);
    const gone = fakePool(undefined);
    expect((await rawOrderList(gone, [[PATH, statements]]).orderList(PATH, "Bearer t")).status).toBe(401);
  });
});
