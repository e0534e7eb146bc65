import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { issueInvoiceForTransaction } from "@/lib/invoices/issue";
import { entityTarget } from "@/lib/staff/entity-target";
import { inspect, paidOrder, toArrived } from "../helpers/warehouse";

/** Where an audit row's defect or invoice opens (lib/staff/entity-target.ts). */

describe("entityTarget", () => {
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
    for (const kind of ["problem", "invoice"] as const)
      expect(await entityTarget(kind, 2_000_000_000)).toBeNull();
  });
});
