import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, invoiceSeries, parseInvoiceNumber } from "./numbering";

describe("invoice numbers", () => {
  it("formats six digits per yearly series and reads them back", () => {
    expect(formatInvoiceNumber("INV-2026", 1)).toBe("INV-2026-000001");
    expect(formatInvoiceNumber("INV-2026", 123_456)).toBe("INV-2026-123456");
    expect(formatInvoiceNumber("INV-2026", 1_234_567)).toBe("INV-2026-1234567");
    expect(parseInvoiceNumber("INV-2026-000042")).toEqual({ series: "INV-2026", seq: 42 });
    expect(parseInvoiceNumber("INV-26-1")).toBeNull();
  });

  it("refuses a sequence that is not a positive whole number", () => {
    expect(() => formatInvoiceNumber("INV-2026", 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("INV-2026", 1.5)).toThrow(RangeError);
  });

  it("takes the year in Japan time: New Year's Eve 15:00 UTC is already the next year", () => {
    expect(invoiceSeries(new Date("2026-12-31T14:59:59Z"))).toBe("INV-2026");
    expect(invoiceSeries(new Date("2026-12-31T15:00:00Z"))).toBe("INV-2027");
  });
});
