import { describe, expect, it } from "vitest";
import { formatNumber, formatYen } from "@/lib/format";

/** formatNumber is written out (lib/format.ts); it must write what Intl.NumberFormat("en-US") writes. */
const formats = new Map<number, Intl.NumberFormat>();
function intl(value: number, decimals: number) {
  if (!formats.has(decimals))
    formats.set(
      decimals,
      new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
  return formats.get(decimals)!.format(value);
}

/** A repeatable sequence (mulberry32), so a failure names the same values every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("formatNumber", () => {
  it("writes what Intl writes for prices, rates, halves, tiny and huge values, either sign", () => {
    const next = random(13);
    const values = [0, -0, 1.005, 2.675, 0.5, 1.5, 2.5, -2.5, 0.045, 999.995, 1e21, 1.5e-7, 123456789.125];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const fen = Math.round(next() * 1e6) / 100; // yuan with fen, as prices are
      values.push(next() * magnitude, -next() * magnitude, fen, fen * 22.09, Math.round(next() * 1e7) / 1000);
    }
    const differ: string[] = [];
    for (const v of values)
      for (const decimals of [0, 2, 3])
        if (formatNumber(v, decimals) !== intl(v, decimals))
          differ.push(`${v} (${decimals}): ${formatNumber(v, decimals)} ≠ ${intl(v, decimals)}`);
    expect(differ.slice(0, 10)).toEqual([]);
  });

  it("writes yen without decimals and yuan with two", () => {
    expect(formatYen(1234567)).toBe("1,234,567");
    expect(formatNumber(62.9)).toBe("62.90");
    expect(formatNumber(Number.NaN)).toBe(intl(Number.NaN, 2));
    expect(formatNumber(-Infinity)).toBe(intl(-Infinity, 2));
  });
});
