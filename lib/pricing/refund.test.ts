import { describe, expect, it } from "vitest";
import { refundForPiecesYen } from "./refund";

describe("refundForPiecesYen", () => {
  it("converts the pieces' goods money together and rounds up once", () => {
    // 0.53 yuan × 20 = 10.6 yen a piece: 3 pieces 31.8 → 32, not 3 × 11 nor ceil(43 × 3 ÷ 4) = 33
    expect(refundForPiecesYen(53, 3, 20)).toBe(32);
    expect(refundForPiecesYen(53, 4, 20)).toBe(43);
    expect(refundForPiecesYen(1_000, 3, 20)).toBe(600);
    expect(refundForPiecesYen(1, 1, 21.0701)).toBe(1);
    expect(refundForPiecesYen(999, 0, 21.0701)).toBe(0);
  });
});
