import { describe, expect, it } from "vitest";
import { ORDER_STATUS as S } from "@/lib/codes";
import {
  ACTOR,
  FINAL_STATUSES,
  ORDER_TRANSITIONS,
  assertTransition,
  canTransition,
  type Actor,
} from "@/lib/orders/lifecycle";

const statuses = Object.values(S);
const actors = Object.values(ACTOR) as Actor[];
const allowed = new Set(ORDER_TRANSITIONS.flatMap((t) => t.actors.map((a) => `${t.from}>${t.to}:${a}`)));

describe("order lifecycle table", () => {
  it("refuses every move that is not in the table, for every actor", () => {
    let refused = 0;
    for (const from of statuses)
      for (const to of statuses)
        for (const actor of actors) {
          const key = `${from}>${to}:${actor}`;
          if (allowed.has(key)) {
            expect(canTransition(from, to, actor), key).toBe(true);
            expect(() => assertTransition(from, to, actor)).not.toThrow();
          } else {
            expect(canTransition(from, to, actor), key).toBe(false);
            expect(() => assertTransition(from, to, actor), key).toThrow(/orderStatusConflict/);
            refused += 1;
          }
        }
    expect(refused).toBe(statuses.length * statuses.length * actors.length - allowed.size);
  });

  it("uses only known statuses, never a self-loop, and lists each pair once", () => {
    const pairs = ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(statuses).toContain(t.from);
      expect(statuses).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      expect(t.actors.length).toBeGreaterThan(0);
    }
  });

  it("lets the customer pay or cancel an unpaid order but not mark it purchased", () => {
    expect(canTransition(S.AWAITING_PAYMENT, S.AWAITING_PURCHASE, ACTOR.CUSTOMER)).toBe(true);
    expect(canTransition(S.AWAITING_PAYMENT, S.CANCELLED, ACTOR.CUSTOMER)).toBe(true);
    expect(canTransition(S.AWAITING_PURCHASE, S.PURCHASED, ACTOR.CUSTOMER)).toBe(false);
    expect(canTransition(S.AWAITING_PURCHASE, S.PURCHASED, ACTOR.OPERATOR)).toBe(true);
    expect(canTransition(S.PURCHASED, S.CANCELLED, ACTOR.CUSTOMER)).toBe(false);
  });

  it("refunds every paid order that ends without a purchase", () => {
    const paid = [S.AWAITING_CONFIRMATION, S.AWAITING_PURCHASE, S.PURCHASED] as number[];
    const noPurchase = [S.CANCELLED, S.CANNOT_PURCHASE, S.CANNOT_PURCHASE_FINAL] as number[];
    const pair = (t: (typeof ORDER_TRANSITIONS)[number]) => `${t.from}>${t.to}`;
    const ending = ORDER_TRANSITIONS.filter((t) => paid.includes(t.from) && noPurchase.includes(t.to));
    expect(ending.length).toBeGreaterThan(0);
    expect(ending.filter((t) => t.refund !== true).map(pair)).toEqual([]);
    // Nothing to refund from these: not paid yet, or refunded on the way in.
    const unpaid = ORDER_TRANSITIONS.filter(
      (t) => t.from === S.AWAITING_PAYMENT || t.from === S.CANNOT_PURCHASE,
    );
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.filter((t) => t.refund !== undefined).map(pair)).toEqual([]);
  });

  it("ends only in closed, dispatched or cannot-purchase statuses", () => {
    expect([...FINAL_STATUSES].sort((a, b) => a - b)).toEqual(
      [S.DISPATCHED, S.CANCELLED, S.RETURNED, S.DESTROYED, S.CANNOT_PURCHASE_FINAL].sort((a, b) => a - b),
    );
  });
});
