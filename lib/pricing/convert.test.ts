import { describe, expect, it } from "vitest";
import { fenToYen, fenToYuan, isWholeFen, yuanToFen, yuanToYen } from "./convert";

describe("yuan ↔ fen", () => {
  it("reads yuan with 2 decimals as integer fen, binary fractions included", () => {
    expect(yuanToFen(0.29)).toBe(29); // 0.29 × 100 = 28.999999999999996
    expect(yuanToFen(19.99)).toBe(1_999);
    expect(yuanToFen(4.35)).toBe(435); // 434.99999999999994
    expect(fenToYuan(1_999)).toBe(19.99);
  });

  it("tells whole fen from finer amounts", () => {
    for (const yuan of [0, 0.01, 0.29, 19.99, 999_999.99]) expect(isWholeFen(yuan), String(yuan)).toBe(true);
    for (const yuan of [0.001, 12.345, 0.299]) expect(isWholeFen(yuan), String(yuan)).toBe(false);
  });

  it("converts to yen rounding up once", () => {
    expect(fenToYen(5_000, 21.3456)).toBe(1_068);
    expect(yuanToYen(0.29, 20)).toBe(6); // 5.8
  });
});
