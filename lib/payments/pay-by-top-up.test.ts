import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { ZBankTopUpCreate, ZPaypalTopUpCreate } from "@/lib/validation/wallet";
import { hasPurpose, purposeColumns, purposeOf, samePurpose } from "./pay-by-top-up";

/** What a top-up names to pay (docs/wallet.md, docs/members.md): one kind of purpose, stored and compared. */
describe("the purpose of a top-up", () => {
  it("is orders and bills, or a member plan, or nothing", () => {
    expect(purposeOf({ orderIds: [3, 1, 3] })).toEqual({
      orderIds: [1, 3],
      containerIds: [],
      cover: "shortfall",
    });
    expect(purposeOf({ memberPlanId: 2, autoRenew: false, cover: "whole" })).toEqual({
      orderIds: [],
      containerIds: [],
      cover: "whole",
      memberPlanId: 2,
      autoRenew: false,
    });
    expect(purposeOf({ orderIds: [], containerIds: [] })).toBeNull();
  });

  it("refuses a plan together with orders or bills", () => {
    for (const input of [
      { memberPlanId: 2, orderIds: [1] },
      { memberPlanId: 2, containerIds: [4] },
    ])
      expect(() => purposeOf(input)).toThrow(
        expect.objectContaining({ messageKey: "validation.wallet.onePurpose" }) as AppError,
      );
  });

  it("stores the plan and its auto-renew choice (none given: null, the period held decides)", () => {
    expect(purposeColumns(purposeOf({ memberPlanId: 5 }))).toEqual({
      payOrderIds: [],
      payContainerIds: [],
      payMemberPlanId: 5,
      payMemberAutoRenew: null,
    });
    expect(purposeColumns(purposeOf({ memberPlanId: 5, autoRenew: true })).payMemberAutoRenew).toBe(true);
    expect(purposeColumns(null)).toEqual({
      payOrderIds: [],
      payContainerIds: [],
      payMemberPlanId: null,
      payMemberAutoRenew: null,
    });
    expect(hasPurpose(purposeColumns(purposeOf({ memberPlanId: 5 })))).toBe(true);
    expect(hasPurpose(purposeColumns(null))).toBe(false);
  });

  it("a replay must name the same plan with the same choice, or the same orders", () => {
    const row = purposeColumns(purposeOf({ memberPlanId: 5, autoRenew: false }));
    expect(samePurpose(row, purposeOf({ memberPlanId: 5, autoRenew: false }))).toBe(true);
    expect(samePurpose(row, purposeOf({ memberPlanId: 6, autoRenew: false }))).toBe(false);
    expect(samePurpose(row, purposeOf({ memberPlanId: 5 }))).toBe(false);
    expect(samePurpose(row, null)).toBe(false);
    const orders = purposeColumns(purposeOf({ orderIds: [2, 1] }));
    expect(samePurpose(orders, purposeOf({ orderIds: [1, 2] }))).toBe(true);
    expect(samePurpose(orders, purposeOf({ memberPlanId: 5 }))).toBe(false);
  });

  it("the create requests read a plan id and the auto-renew choice, also from a form's strings", () => {
    const bank = ZBankTopUpCreate.parse({
      amount: "10,000",
      bankAccountId: "1",
      memberPlanId: "2",
      autoRenew: "false",
    });
    expect(bank).toMatchObject({ amount: 10_000, memberPlanId: 2, autoRenew: false, orderIds: [] });
    expect(ZPaypalTopUpCreate.parse({ amount: 1, memberPlanId: "" }).memberPlanId).toBeUndefined();
    expect(ZPaypalTopUpCreate.safeParse({ amount: 1, memberPlanId: "x" }).success).toBe(false);
    expect(ZPaypalTopUpCreate.safeParse({ amount: 1, memberPlanId: 2, autoRenew: "yes" }).success).toBe(
      false,
    );
  });
});
