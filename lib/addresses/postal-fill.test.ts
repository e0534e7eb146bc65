import { describe, expect, it } from "vitest";
import { commonPart, fillText, planPostalFill } from "./postal-fill";
import { lookupPostalCode } from "./postal-codes";

describe("commonPart", () => {
  it("takes everything of a single match", () => {
    const fill = commonPart(lookupPostalCode("1000001"));
    expect(fill).toEqual({ prefectureCode: "13", prefecture: "東京都", city: "千代田区", town: "千代田" });
    expect(fillText(fill)).toBe("東京都千代田区千代田");
  });

  it("keeps prefecture and city when several towns share a code, and leaves the town open", () => {
    const fill = commonPart(lookupPostalCode("4520961"));
    expect(fill).toEqual({ prefectureCode: "23", prefecture: "愛知県", city: "清須市", town: null });
    expect(fillText(fill)).toBe("愛知県清須市");
  });

  it("settles nothing when the matches lie in two prefectures, or there are none", () => {
    const none = { prefectureCode: null, prefecture: null, city: null, town: null };
    expect(commonPart(lookupPostalCode("4980000"))).toEqual(none);
    expect(commonPart([])).toEqual(none);
  });
});

describe("planPostalFill", () => {
  const wanted = { regionId: "13", address: "千代田区千代田" };

  it("fills empty and blank fields", () => {
    expect(planPostalFill({ regionId: "", address: "  " }, wanted, {})).toEqual({ patch: wanted, kept: [] });
  });

  it("never overwrites what the seller typed", () => {
    expect(planPostalFill({ regionId: "", address: "港区芝公園4-2-8" }, wanted, {})).toEqual({
      patch: { regionId: "13" },
      kept: ["address"],
    });
  });

  it("replaces what an earlier lookup filled in (a corrected postal code)", () => {
    const earlier = { regionId: "1", address: "札幌市中央区北一条西" };
    expect(planPostalFill(earlier, wanted, earlier)).toEqual({ patch: wanted, kept: [] });
    // …but not once the seller went on typing after it
    expect(
      planPostalFill({ ...earlier, address: "札幌市中央区北一条西2丁目" }, wanted, earlier).kept,
    ).toEqual(["address"]);
  });

  it("leaves a field alone that already holds the value", () => {
    expect(planPostalFill({ regionId: "13", address: "千代田区千代田" }, wanted, {})).toEqual({
      patch: {},
      kept: [],
    });
  });
});
