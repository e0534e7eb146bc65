import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { INVOICE_KINDS, INVOICED_TYPES, NOT_INVOICED, isInvoiceable } from "./invoiceable";

describe("which ledger rows have a qualified invoice", () => {
  it.each([
    T.ORDER_PAYMENT,
    T.PACKING_LIST_PAYMENT,
    T.ORDER_SUPPLEMENT,
    T.DEFECT_HANDLING_FEE,
    T.STORAGE_DEDUCTION,
    T.MEMBERSHIP_FEE,
    T.SHIPPING_ADJUSTMENT,
    T.BOX_ORDER_PAYMENT,
    T.PACKING_MATERIAL_PAYMENT,
    T.LABEL_FEE,
  ])("a payment of type %i does, its refund (a credit) does not", (type) => {
    expect(isInvoiceable(type, -1_000)).toBe(true);
    expect(isInvoiceable(type, 1_000)).toBe(false);
  });

  it.each([T.TOP_UP, T.COMPENSATION, T.DEDUCTION, T.REFUND, T.WITHDRAWAL, T.RETURN_REFUND, T.CUSTOMS_DUTY])(
    "type %i never does",
    (type) => {
      expect(isInvoiceable(type, -1_000)).toBe(false);
    },
  );

  it("says why duty paid at customs has none, and every kind fits the database column", () => {
    expect(NOT_INVOICED.get(T.CUSTOMS_DUTY)).toBe("documents.invoice.customsDuty");
    for (const kind of [...INVOICED_TYPES.values()]) expect(INVOICE_KINDS).toContain(kind);
    for (const kind of INVOICE_KINDS) expect(kind.length).toBeLessThanOrEqual(16);
  });
});
