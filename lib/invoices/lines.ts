import { AppError } from "@/lib/errors";
import { japanYmd } from "@/lib/japan-time";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import type { Tx } from "@/lib/wallet/ledger";
import type { InvoiceKind } from "./invoiceable";
import { allocateYen, type InvoiceLine } from "./tax";
import { componentOfFeeKind, taxRules, type ChargeComponent } from "./tax-rules";

/**
 * What a payment paid for, as the lines of its invoice (docs/invoices.md "Which payments"): each line a message
 * key naming what was supplied with what it refers to (the order, the packing list, the plan and its term, the
 * storage period), its tax-inclusive amount and the tax treatment of its component (tax-rules.ts). The lines
 * always add up to exactly what the ledger row paid.
 */

/** The payment's ledger row as the issuing transaction read (and locked) it. */
export type PaymentRow = {
  id: number;
  customer_id: number;
  type: number;
  amount_yen: number;
  order_id: number | null;
  container_id: number | null;
  idempotency_key: string | null;
  created_at: Date;
};

type Params = Record<string, string | number>;

/** A line of `component`, worded by `documents.invoice.line.<wording>` (the component's own wording by default). */
const line = (
  component: ChargeComponent,
  amountYen: number,
  params: Params,
  wording: string = component,
) => ({
  key: `documents.invoice.line.${wording}`,
  params,
  amountYen,
  category: taxRules()[component],
});

/** Parts weighted by what they were charged, spread over what was paid (they add up to it exactly). */
function spread(paidYen: number, parts: [ChargeComponent, number, string?][], params: Params): InvoiceLine[] {
  const amounts = allocateYen(
    paidYen,
    parts.map(([, yen]) => Math.max(0, yen)),
  );
  return parts
    .map(([component, , wording], i) => line(component, amounts[i], params, wording))
    .filter((l) => l.amountYen !== 0);
}

async function orderOf(tx: Tx, orderId: number | null) {
  const order = orderId
    ? await tx.order.findUnique({
        where: { id: orderId },
        select: { orderNo: true, goodsAmountYen: true, domesticShippingYen: true, commissionYen: true },
      })
    : null;
  if (!order) throw new AppError("NOT_FOUND");
  return order;
}

async function containerNoOf(tx: Tx, containerId: number | null) {
  const container = containerId
    ? await tx.container.findUnique({ where: { id: containerId }, select: { containerNo: true } })
    : null;
  return container?.containerNo ?? null;
}

/**
 * An order payment (type 3) or the extra of an agent order's higher price (type 10): the goods, the carriage
 * inside China and the commission (lib/pricing: totalYen = goods + domestic shipping + commission). When the
 * order's figures no longer add up to what was paid (split or repriced afterwards) the payment is spread over
 * them in proportion; a supplement is spread over the repriced order the same way.
 */
async function orderLines(tx: Tx, row: PaymentRow, paidYen: number, supplement: boolean) {
  const order = await orderOf(tx, row.order_id);
  const suffix = supplement ? "Supplement" : "";
  return spread(
    paidYen,
    [
      ["goods", order.goodsAmountYen, `goods${suffix}`],
      ["domesticShipping", order.domesticShippingYen, `domesticShipping${suffix}`],
      ["commission", order.commissionYen, `commission${suffix}`],
    ],
    { orderNo: order.orderNo },
  );
}

/**
 * A packing-list bill's payment (type 2): its fee lines by what they are (freight, materials, label work,
 * other). Storage fees billed with it are paid by a ledger row of their own (type 7) and are not here.
 */
async function containerLines(tx: Tx, row: PaymentRow, paidYen: number) {
  const container = row.container_id
    ? await tx.container.findUnique({
        where: { id: row.container_id },
        select: {
          containerNo: true,
          fees: { orderBy: { sort: "asc" }, select: { kind: true, amountYen: true } },
        },
      })
    : null;
  if (!container) throw new AppError("NOT_FOUND");
  const byComponent = new Map<ChargeComponent, number>();
  for (const fee of container.fees) {
    if (fee.kind === SHIPPING_FEE_KIND.STORAGE) continue;
    const component = componentOfFeeKind(fee.kind);
    byComponent.set(component, (byComponent.get(component) ?? 0) + fee.amountYen);
  }
  const parts: [ChargeComponent, number][] = byComponent.size
    ? [...byComponent]
    : [["otherService", paidYen]];
  return spread(paidYen, parts, { containerNo: container.containerNo });
}

/**
 * A return or destruction fee of a defect (type 11; lib/problems/pay-problem-fee.ts, ledger key
 * `fee:problem:<id>`): which handling and which order.
 */
async function defectLines(tx: Tx, row: PaymentRow, paidYen: number) {
  const order = await orderOf(tx, row.order_id);
  const problemId = /^fee:problem:(\d+)$/.exec(row.idempotency_key ?? "")?.[1];
  const problem = problemId
    ? await tx.problem.findUnique({ where: { id: Number(problemId) }, select: { handling: true } })
    : null;
  return [line("defectHandling", paidYen, { orderNo: order.orderNo, handling: problem?.handling ?? 0 })];
}

/**
 * A storage deduction (type 7): either one period of one order's storage charged by the nightly job, or the
 * storage fees billed with a packing list and paid with it (lib/warehouse/storage-fees.ts).
 */
async function storageLines(tx: Tx, row: PaymentRow, paidYen: number) {
  if (row.container_id) {
    const containerNo = await containerNoOf(tx, row.container_id);
    if (containerNo) return [line("storage", paidYen, { containerNo })];
  }
  const order = await orderOf(tx, row.order_id);
  const period = await tx.storageCharge.findFirst({
    where: { transactionId: row.id },
    orderBy: { period: "asc" },
    select: { periodStart: true },
  });
  return [
    line(
      "storage",
      paidYen,
      { orderNo: order.orderNo, from: japanYmd(period?.periodStart ?? row.created_at) },
      "storageOrder",
    ),
  ];
}

/** A member plan's fee (type 15): the plan, named in each language as it was, and the term it bought. */
async function memberPlanLines(tx: Tx, row: PaymentRow, paidYen: number) {
  const membership = await tx.customerMember.findUnique({
    where: { transactionId: row.id },
    select: {
      startAt: true,
      endAt: true,
      plan: { select: { nameJa: true, nameZh: true, nameEn: true, nameKo: true } },
    },
  });
  if (!membership) return [line("memberPlan", paidYen, {}, "memberPlanPlain")];
  const { plan } = membership;
  return [
    line("memberPlan", paidYen, {
      planJa: plan.nameJa,
      planZh: plan.nameZh,
      planEn: plan.nameEn,
      planKo: plan.nameKo,
      from: japanYmd(membership.startAt),
      until: japanYmd(membership.endAt),
    }),
  ];
}

/** More freight after the carrier re-weighed the shipment (type 16, a charge): the weights behind it. */
async function freightAdjustmentLines(tx: Tx, row: PaymentRow, paidYen: number) {
  const containerNo = await containerNoOf(tx, row.container_id);
  if (!containerNo) throw new AppError("NOT_FOUND");
  const charge = await tx.containerCharge.findFirst({
    where: { transactionId: row.id },
    select: { carrierGrams: true, billedGrams: true },
  });
  return [
    line(
      "internationalFreight",
      paidYen,
      {
        containerNo,
        carrierKg: (charge?.carrierGrams ?? 0) / 1_000,
        billedKg: (charge?.billedGrams ?? 0) / 1_000,
      },
      "freightAdjustment",
    ),
  ];
}

/**
 * Box orders, packing materials and label fees paid on their own (types 13, 14, 18). The shop bills these with
 * the packing list today (type 2); a row of its own names its packing list when it has one.
 */
async function serviceLines(tx: Tx, row: PaymentRow, paidYen: number, component: ChargeComponent) {
  const containerNo = await containerNoOf(tx, row.container_id);
  return containerNo
    ? [line(component, paidYen, { containerNo })]
    : [line(component, paidYen, {}, `${component}Plain`)];
}

/** The lines of the payment `row` of kind `kind`, adding up to `paidYen` (what the row debited). */
export async function linesOfPayment(tx: Tx, kind: InvoiceKind, row: PaymentRow, paidYen: number) {
  switch (kind) {
    case "orderPayment":
      return orderLines(tx, row, paidYen, false);
    case "orderSupplement":
      return orderLines(tx, row, paidYen, true);
    case "packingListBill":
      return containerLines(tx, row, paidYen);
    case "defectFee":
      return defectLines(tx, row, paidYen);
    case "storageFee":
      return storageLines(tx, row, paidYen);
    case "memberPlan":
      return memberPlanLines(tx, row, paidYen);
    case "shippingAdjust":
      return freightAdjustmentLines(tx, row, paidYen);
    case "boxOrder":
    case "materialFee":
      return serviceLines(tx, row, paidYen, "packingMaterial");
    case "labelFee":
      return serviceLines(tx, row, paidYen, "labelWork");
    default:
      return serviceLines(tx, row, paidYen, "otherService");
  }
}
