import { randomInt } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { AGENT_FLAG, ORDER_STATUS, PLATFORM, TRANSACTION_TYPE } from "@/lib/codes";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { japanDateStamp } from "@/lib/japan-time";
import { AppError } from "@/lib/errors";
import { parseProductLink } from "@/lib/goods/parse-link";
import { createNotice, mailNotices } from "@/lib/notices/notices";
import { commissionInForce } from "@/lib/pricing/commission";
import { yuanToFen } from "@/lib/pricing/convert";
import { priceGoods } from "@/lib/pricing/price-goods";
import { getRate } from "@/lib/rates/exchange-rate";
import { writeAudit, type Actor as StaffActor } from "@/lib/staff/audit";
import type { ZAgentOrder, ZOrderRef } from "@/lib/validation/order";
import { applyBalanceChange, walletTransaction } from "@/lib/wallet/ledger";
import { ZDbId } from "@/lib/validation/rules";
import { z } from "zod";
import { ACTOR } from "./lifecycle";
import { lockOrder, moveOrder } from "./move-order";

type Tx = Prisma.TransactionClient;

const orderLink = (id: number) => `/order/orderDetails?id=${id}`;

/**
 * Agent orders (agentFlag 1): goods the catalogue does not know, ordered from a link with the seller's
 * expected price. Paid like any order, they wait in 99 until the agent confirms the real price
 * (docs/order-lifecycle.md): lower or equal → the difference back to the balance and on to purchase; higher →
 * the seller is asked to accept (pays the difference) or cancel (everything refunded).
 */
export async function submitAgentOrder(customerId: number, p: z.output<typeof ZAgentOrder>) {
  const [rate, commission] = await Promise.all([getRate(), commissionInForce(customerId)]);
  return getDb().$transaction(async (tx) => {
    if (p.addressId && !(await tx.address.count({ where: { id: p.addressId, customerId } })))
      throw new AppError("NOT_FOUND");
    const addressId =
      p.addressId ??
      (await tx.address.findFirst({ where: { customerId, isDefault: true }, select: { id: true } }))?.id ??
      null;
    if (p.images.length) {
      const own = await tx.uploadedFile.count({
        where: { customerId, url: { in: p.images }, mimeType: { startsWith: "image/" } },
      });
      if (own !== new Set(p.images).size) throw new AppError("ATTACHMENT_INVALID");
    }
    const unitFen = yuanToFen(p.unitPrice);
    const goodsAmountFen = unitFen * p.quantity;
    const { goodsYen: goodsAmountYen, commissionYen } = priceGoods(goodsAmountFen, rate.rate, commission.bp);
    const at = now();
    return tx.order.create({
      data: {
        customerId,
        orderNo: `AG${japanDateStamp(at)}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
        orderStatus: ORDER_STATUS.AWAITING_PAYMENT,
        agentFlag: AGENT_FLAG.AGENT,
        platform: parseProductLink(p.goodsUrl)?.platform ?? PLATFORM.P1688,
        goodsAmountFen,
        goodsAmountYen,
        commissionYen,
        commissionBp: commission.bp,
        memberPlanId: commission.planId,
        totalYen: goodsAmountYen + commissionYen,
        rateUsed: String(rate.rate),
        remark: p.remark || null,
        addressId,
        createdAt: at,
        updatedAt: at,
        lines: {
          create: {
            goodsId: null,
            goodsName: p.goodsName,
            goodsUrl: p.goodsUrl,
            goodsImageUrl: p.images[0] ?? null,
            referenceImages: p.images,
            specs: p.specs ?? null,
            unitPriceFen: unitFen,
            quantity: p.quantity,
          },
        },
        statusLogs: {
          create: {
            fromStatus: null,
            toStatus: ORDER_STATUS.AWAITING_PAYMENT,
            actor: ACTOR.CUSTOMER,
            noteKey: "timeline.agentOrderCreated",
            createdAt: at,
          },
        },
      },
      select: { id: true, orderNo: true, totalYen: true },
    });
  });
}

/** The order's goods, commission and total at other unit prices (the rate and commission it was placed at). */
async function repriced(
  tx: Tx,
  orderId: number,
  unitFen: (line: { id: number; unitPriceFen: number }) => number,
) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      rateUsed: true,
      commissionBp: true,
      domesticShippingYen: true,
      lines: { select: { id: true, unitPriceFen: true, quantity: true } },
    },
  });
  const goodsAmountFen = order.lines.reduce((s, l) => s + unitFen(l) * l.quantity, 0);
  const { goodsYen: goodsAmountYen, commissionYen } = priceGoods(
    goodsAmountFen,
    Number(order.rateUsed),
    order.commissionBp,
  );
  return {
    lines: order.lines,
    amounts: {
      goodsAmountFen,
      goodsAmountYen,
      commissionYen,
      totalYen: goodsAmountYen + order.domesticShippingYen + commissionYen,
    },
  };
}

/** The operator's price check of an agent order (npm run op:order -- <id> confirm). */
export const ZAgentPrice = z.object({
  orderId: ZDbId,
  /** the real unit price per line, fen; lines left out keep the seller's price */
  lines: z
    .array(z.object({ lineId: ZDbId, unitFen: z.coerce.number().int().min(1).max(99_999_999) }))
    .default([]),
  note: z.string().trim().max(500).optional(),
});

/**
 * Operator: the agent found the real price of an agent order waiting in 99. Lower or the same: the order goes
 * on to purchase and the difference comes back (ledger type 6). Higher: the order keeps waiting, the seller
 * is told the extra amount and accepts or cancels. With `by` (the purchase desk's member, an operator command's
 * `--as` or "cli") one audit row `order.confirmPrice` in the same transaction. A second submit is harmless: after
 * a lower price the order is at 1 and it is refused (status conflict); the same higher price again answers the
 * proposal as it stands (`replayed`) without a second notice or audit row.
 */
export async function confirmAgentPrice(p: z.output<typeof ZAgentPrice>, by?: StaffActor) {
  const result = await walletTransaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId);
    if (order.order_status !== ORDER_STATUS.AWAITING_CONFIRMATION)
      throw new AppError("ORDER_STATUS_CONFLICT");
    const price = new Map(p.lines.map((l) => [l.lineId, l.unitFen]));
    const unitOf = (l: { id: number; unitPriceFen: number }) => price.get(l.id) ?? l.unitPriceFen;
    const { lines, amounts } = await repriced(tx, order.id, unitOf);
    if (p.lines.some((l) => !lines.some((x) => x.id === l.lineId))) throw new AppError("NOT_FOUND");
    const difference = amounts.totalYen - order.paid_yen;
    const before = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: {
        priceProposalYen: true,
        lines: { select: { id: true, proposedUnitFen: true }, orderBy: { id: "asc" } },
      },
    });
    const audit = (after: Record<string, unknown>) =>
      by
        ? writeAudit(tx, by, {
            action: "order.confirmPrice",
            entityType: "order",
            entityId: order.id,
            before: {
              orderStatus: ORDER_STATUS.AWAITING_CONFIRMATION,
              paidYen: order.paid_yen,
              priceProposalYen: before.priceProposalYen,
              unitPriceFen: Object.fromEntries(lines.map((l) => [l.id, l.unitPriceFen])),
              proposedUnitFen: Object.fromEntries(before.lines.map((l) => [l.id, l.proposedUnitFen])),
            },
            after,
            reason: p.note ?? null,
          })
        : Promise.resolve();
    if (difference > 0) {
      const same =
        before.priceProposalYen === difference &&
        lines.every((l) => before.lines.find((x) => x.id === l.id)?.proposedUnitFen === unitOf(l));
      if (same)
        return {
          orderId: order.id,
          orderStatus: order.order_status,
          extraYen: difference,
          refundYen: 0,
          replayed: true,
          notices: [],
        };
      for (const l of lines)
        await tx.orderLine.update({ where: { id: l.id }, data: { proposedUnitFen: unitOf(l) } });
      await tx.order.update({
        where: { id: order.id },
        data: { priceProposalYen: difference, updatedAt: now() },
      });
      await audit({
        orderStatus: order.order_status,
        paidYen: order.paid_yen,
        priceProposalYen: difference,
        proposedUnitFen: Object.fromEntries(lines.map((l) => [l.id, unitOf(l)])),
      });
      const notice = await createNotice(tx, {
        customerId: order.customer_id,
        name: "agentPriceHigher",
        params: { orderNo: order.order_no, extra: difference },
        link: orderLink(order.id),
      });
      return {
        orderId: order.id,
        orderStatus: order.order_status,
        extraYen: difference,
        refundYen: 0,
        replayed: false,
        notices: [notice],
      };
    }
    for (const l of lines)
      await tx.orderLine.update({
        where: { id: l.id },
        data: { unitPriceFen: unitOf(l), proposedUnitFen: null },
      });
    const refundYen = -difference;
    if (refundYen > 0)
      await applyBalanceChange(tx, {
        customerId: order.customer_id,
        type: TRANSACTION_TYPE.REFUND,
        amountYen: refundYen,
        idempotencyKey: `agent-price:order:${order.id}`,
        orderId: order.id,
        remarkKey: "ledger.agentPriceDifference",
        remarkParams: { orderNo: order.order_no },
      });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.AWAITING_PURCHASE,
      actor: ACTOR.OPERATOR,
      by,
      note: p.note,
      text: { key: "timeline.agentPriceConfirmed", params: { refund: refundYen } },
      data: { ...amounts, paidYen: amounts.totalYen, priceProposalYen: null },
    });
    await audit({
      orderStatus: order.order_status,
      paidYen: amounts.totalYen,
      priceProposalYen: null,
      unitPriceFen: Object.fromEntries(lines.map((l) => [l.id, unitOf(l)])),
      proposedUnitFen: Object.fromEntries(lines.map((l) => [l.id, null])),
      refundYen,
    });
    return {
      orderId: order.id,
      orderStatus: order.order_status,
      extraYen: 0,
      refundYen,
      replayed: false,
      notices: [],
    };
  });
  await mailNotices(result.notices);
  return result;
}

/** The seller accepts the agent's higher price: the extra amount is paid from the balance, on to purchase. */
export async function acceptAgentPrice(customerId: number, p: z.output<typeof ZOrderRef>) {
  return walletTransaction(async (tx) => {
    const order = await lockOrder(tx, p.orderId, customerId);
    const row = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { priceProposalYen: true },
    });
    if (order.order_status !== ORDER_STATUS.AWAITING_CONFIRMATION || !row.priceProposalYen)
      throw new AppError("ORDER_STATUS_CONFLICT");
    const proposed = await tx.orderLine.findMany({
      where: { orderId: order.id },
      select: { id: true, proposedUnitFen: true },
    });
    const unitOf = (l: { id: number; unitPriceFen: number }) =>
      proposed.find((x) => x.id === l.id)?.proposedUnitFen ?? l.unitPriceFen;
    const priced = await repriced(tx, order.id, unitOf);
    const extra = priced.amounts.totalYen - order.paid_yen;
    if (extra > 0)
      await applyBalanceChange(tx, {
        customerId,
        type: TRANSACTION_TYPE.ORDER_SUPPLEMENT,
        amountYen: -extra,
        idempotencyKey: `supplement:order:${order.id}`,
        orderId: order.id,
        remarkKey: "ledger.agentPriceSupplement",
        remarkParams: { orderNo: order.order_no },
      });
    for (const l of priced.lines)
      await tx.orderLine.update({
        where: { id: l.id },
        data: { unitPriceFen: unitOf(l), proposedUnitFen: null },
      });
    await moveOrder(tx, order, {
      to: ORDER_STATUS.AWAITING_PURCHASE,
      actor: ACTOR.CUSTOMER,
      text: { key: "timeline.agentPriceAccepted", params: { extra: Math.max(0, extra) } },
      data: { ...priced.amounts, paidYen: priced.amounts.totalYen, priceProposalYen: null },
    });
    return { orderId: order.id, orderStatus: order.order_status, paidYen: Math.max(0, extra) };
  });
}
