import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { issueInvoiceForTransaction } from "@/lib/invoices/issue";
import { entityTarget } from "@/lib/staff/entity-target";
import { packingList } from "../helpers/packing-list";
import { inspect, paidOrder, toArrived } from "../helpers/warehouse";

/** Where an audit row's packing list, defect or invoice opens (lib/staff/entity-target.ts). */

describe("entityTarget", () => {
  it("a packing list opens on the packing desk's tab for its status, a cancelled one on its seller's page", async () => {
    const packing = await packingList({ to: "packing" });
    expect(await entityTarget("container", packing.id)).toBe(`/staff/packing?step=pack&q=${packing.id}`);
    const billed = await packingList({ to: "billed" });
    expect(await entityTarget("container", billed.id)).toBe(`/staff/packing?step=payment&q=${billed.id}`);
    const cancelled = await packingList({ cancel: true });
    const { customerId } = await getDb().container.findUniqueOrThrow({ where: { id: cancelled.id } });
    expect(await entityTarget("container", cancelled.id)).toBe(`/staff/customers/${customerId}`);
  });

  it("a defect opens its order's page; an invoice the invoices desk found by its number", async () => {
    const { customer, order, lineIds } = await paidOrder([[4, 1_000]]);
    await toArrived(order.id, lineIds);
    await inspect(order.id, [{ lineId: lineIds[0], problemType: 1, quantity: 1 }]);
    const problem = await getDb().problem.findFirstOrThrow({ where: { orderId: order.id } });
    expect(await entityTarget("problem", problem.id)).toBe(`/staff/orders/${order.id}`);

    const payment = await getDb().accountTransaction.findFirstOrThrow({
      where: { customerId: customer.id, orderId: order.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
    });
    const invoice = await issueInvoiceForTransaction(payment.id, customer.id);
    const { id } = await getDb().invoice.findUniqueOrThrow({ where: { number: invoice.number } });
    expect(await entityTarget("invoice", id)).toBe(
      `/staff/finance/invoices?q=${encodeURIComponent(invoice.number)}`,
    );
  });

  it("an id no entity has opens nothing", async () => {
    for (const kind of ["container", "problem", "invoice"] as const)
      expect(await entityTarget(kind, 2_000_000_000)).toBeNull();
  });
});
