import { describe, expect, it } from "vitest";
import { CONTAINER_STATUS as K, SHIPPING_MODE } from "@/lib/codes";
import { ACTOR, type Actor } from "@/lib/orders/lifecycle";
import { labelIssue } from "@/lib/shipping/label-rules";
import { CONTAINER_TRANSITIONS, assertContainerTransition, canMoveContainer } from "@/lib/shipping/lifecycle";
import { freightYen, roundCharge } from "@/lib/pricing/freight";
import { SHIPPING_RULES, estimateShipment, packedWeight } from "@/lib/shipping/rates";
import { trackingState, validTrackingNo } from "@/lib/shipping/tracking";

const statuses = Object.values(K);
const actors = Object.values(ACTOR) as Actor[];

describe("packing-list lifecycle table", () => {
  it("refuses every move that is not in the table, for every actor", () => {
    const allowed = new Set(
      CONTAINER_TRANSITIONS.flatMap((t) => t.actors.map((a) => `${t.from}>${t.to}:${a}`)),
    );
    for (const from of statuses)
      for (const to of statuses)
        for (const actor of actors) {
          const ok = allowed.has(`${from}>${to}:${actor}`);
          expect(canMoveContainer(from, to, actor), `${from}>${to}:${actor}`).toBe(ok);
          if (!ok)
            expect(() => assertContainerTransition(from, to, actor)).toThrow(
              /statusConflict|cancelAfterPacking/,
            );
        }
  });

  it("sends the seller to customer service once packing has started or the bill is out", () => {
    for (const from of [K.PACKING, K.PACKED, K.AWAITING_PAYMENT]) {
      expect(canMoveContainer(from, K.CANCELLED, ACTOR.CUSTOMER), `${from}`).toBe(false);
      expect(canMoveContainer(from, K.CANCELLED, ACTOR.OPERATOR), `${from}`).toBe(true);
      expect(() => assertContainerTransition(from, K.CANCELLED, ACTOR.CUSTOMER)).toThrow(
        /cancelAfterPacking/,
      );
    }
    for (const from of [K.AWAITING_CONFIRMATION, K.AWAITING_PACKING])
      expect(canMoveContainer(from, K.CANCELLED, ACTOR.CUSTOMER), `${from}`).toBe(true);
    expect(() => assertContainerTransition(K.DISPATCHED, K.CANCELLED, ACTOR.CUSTOMER)).toThrow(
      /statusConflict/,
    );
  });

  it("cancels only before payment, and never once dispatched", () => {
    for (const t of CONTAINER_TRANSITIONS.filter((x) => x.to === K.CANCELLED))
      expect([K.AWAITING_DISPATCH, K.DISPATCHED] as number[]).not.toContain(t.from);
    expect(canMoveContainer(K.AWAITING_PAYMENT, K.AWAITING_DISPATCH, ACTOR.OPERATOR)).toBe(false);
  });
});

describe("shipping rates", () => {
  it("bills the larger of actual and volumetric weight per 0.5 kg, with the sea minimum", () => {
    expect(roundCharge(1)).toBe(500);
    expect(roundCharge(500)).toBe(500);
    expect(roundCharge(501)).toBe(1_000);
    expect(freightYen(SHIPPING_MODE.AIR, 2_500)).toBe(2_875);
    expect(freightYen(SHIPPING_MODE.SEA, 2_500)).toBe(3_000);
    expect(freightYen(SHIPPING_MODE.SEA, 10_000)).toBe(4_200);
    // 40×30×30 = 36,000 cm³ → 6 kg volumetric > 5.3 kg actual
    expect(
      packedWeight([{ lengthCm: 40, widthCm: 30, heightCm: 30, actualWeightGrams: 5_300 }]),
    ).toMatchObject({
      actualGrams: 5_300,
      volumetricGrams: 6_000,
      chargeGrams: 6_000,
    });
  });

  it("estimates cartons, tare, materials and label work from the goods", () => {
    const e = estimateShipment({
      pieces: [{ quantity: 10, weightGrams: 350, dimensionsMm: { length: 200, width: 150, height: 100 } }],
      mode: SHIPPING_MODE.AIR,
      materials: [{ kind: "material", quantity: 1, unitYen: 450, amountYen: 450 }],
      labels: { fbaPieces: 10, tradePieces: 10 },
    });
    // goods 3.5 kg, 30,000 cm³ + 20 % = 36,000 cm³ (1 carton): actual 3.5 + 0.8 = 4.3 kg, volumetric 6 kg
    expect(e).toMatchObject({
      goodsGrams: 3_500,
      cartons: 1,
      actualGrams: 4_300,
      volumetricGrams: 6_000,
      chargeGrams: 6_000,
    });
    expect(e.lines.map((l) => [l.kind, l.amountYen])).toEqual([
      ["freight", 6 * 1_150],
      ["material", 450],
      ["fbaLabel", 10 * SHIPPING_RULES.labelFeesYen.fbaPerPiece],
      ["tradeLabel", 10 * SHIPPING_RULES.labelFeesYen.tradePerPiece],
    ]);
    expect(e.totalYen).toBe(6_900 + 450 + 150 + 100);
    const unknown = estimateShipment({
      pieces: [{ quantity: 2, weightGrams: null, dimensionsMm: null }],
      mode: SHIPPING_MODE.SEA,
      materials: [],
      labels: { fbaPieces: 0, tradePieces: 0 },
    });
    expect(unknown.goodsGrams).toBe(2 * SHIPPING_RULES.unknownPiece.weightGrams);
  });
});

describe("label rules and tracking numbers", () => {
  const item = (id: number, needs = true) => ({
    orderLineId: id,
    needsTradeLabel: needs,
    goodsName: `goods ${id}`,
  });
  const label = (ids: number[], printed = true, file = "a.pdf") => ({
    labelType: "trade",
    fileUrl: file,
    orderLineIds: ids,
    printed,
  });

  it("wants a printed trade label for every item that needs one, and at most 5 files", () => {
    expect(labelIssue([item(1, false)], [])).toBeNull();
    expect(labelIssue([item(1)], [])?.key).toBe("validation.shipping.tradeLabelMissing");
    expect(labelIssue([item(1)], [label([1], false)])?.key).toBe("validation.shipping.tradeLabelNotPrinted");
    expect(labelIssue([item(1), item(2)], [label([1, 2])])).toBeNull();
    const six = [1, 2, 3, 4, 5, 6].map((n) => label([1], true, `${n}.pdf`));
    expect(labelIssue([item(1)], six)).toEqual({ key: "validation.shipping.labelLimit", values: { max: 5 } });
    // the same file counted once
    expect(labelIssue([item(1)], [label([1]), label([1])])).toBeNull();
  });

  it("knows the carriers' numbers and says what the seller can see", () => {
    expect(validTrackingNo("EMS", "EB123456789JP")).toBe(true);
    expect(validTrackingNo("EMS", "EB12345678JP")).toBe(false);
    expect(validTrackingNo("YAMATO", "123456789012")).toBe(true);
    expect(validTrackingNo("UPS", "1Z999")).toBe(false);
    expect(trackingState({ trackingNo: null }, "EMS", false).state).toBe("none");
    expect(trackingState({ trackingNo: "NOPE" }, "EMS", true).state).toBe("invalid");
    expect(trackingState({ trackingNo: "EB123456789JP" }, "EMS", false).state).toBe("notRegistered");
    expect(trackingState({ trackingNo: "EB123456789JP" }, "EMS", true)).toMatchObject({
      state: "cleared",
      url: expect.stringContaining("EB123456789JP"),
    });
  });
});
