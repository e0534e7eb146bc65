import type { Prisma } from "@/generated/prisma/client";
import { SHIPPING_FEE_KIND, estimateShipment } from "./rates";
import { pieceOf, pieceSelect } from "./stored-goods";

type Tx = Prisma.TransactionClient;

/** A packing-list line whose order line is gone counts as a piece nothing is known of. */
const NO_LINE = {
  goods: null,
  measuredWeightGrams: null,
  measuredLengthCm: null,
  measuredWidthCm: null,
  measuredHeightCm: null,
};

/**
 * The bill estimate of a packing list from what it holds now (lines with the goods' weight and size, as
 * measured at inspection where known, else the catalogue's; materials, label work, mode), stored on the
 * packing list: what the seller saw before submitting and the figure the real bill is compared with.
 */
export async function reestimate(tx: Tx, containerId: number) {
  const c = await tx.container.findUniqueOrThrow({
    where: { id: containerId },
    select: {
      shippingMode: true,
      amazonSiteId: true,
      lines: {
        select: {
          quantity: true,
          needsTradeLabel: true,
          orderLine: { select: pieceSelect },
        },
      },
      boxOrders: { select: { lines: { select: { quantity: true, unitPriceYen: true, amountYen: true } } } },
    },
  });
  const pieces = c.lines.reduce((n, l) => n + l.quantity, 0);
  const estimate = estimateShipment({
    pieces: c.lines.map((l) => pieceOf(l.orderLine ?? NO_LINE, l.quantity)),
    mode: c.shippingMode,
    materials: c.boxOrders.flatMap((b) =>
      b.lines.map((l) => ({
        kind: SHIPPING_FEE_KIND.MATERIAL,
        quantity: l.quantity,
        unitYen: l.unitPriceYen,
        amountYen: l.amountYen,
      })),
    ),
    labels: {
      fbaPieces: c.amazonSiteId ? pieces : 0,
      tradePieces: c.lines.filter((l) => l.needsTradeLabel).reduce((n, l) => n + l.quantity, 0),
    },
  });
  await tx.container.update({
    where: { id: containerId },
    data: { estimateYen: estimate.totalYen, estimateGrams: estimate.chargeGrams },
  });
  return estimate;
}
