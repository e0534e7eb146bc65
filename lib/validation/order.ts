import { z } from "zod";
import { AGENT_FLAG, LIMITS, ORDER_STATUS } from "@/lib/codes";
import { isWholeFen } from "@/lib/pricing/convert";
import { ZDbId, ZPageQuery } from "@/lib/validation/rules";
import { ZDateRangeFields, dateRangeInOrder } from "./date-range";
import { ZIdempotencyKey } from "@/lib/validation/wallet";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const statusValues = Object.values(ORDER_STATUS) as number[];

export const ZOrderListQuery = ZPageQuery.extend({
  orderStatus: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .refine((n) => statusValues.includes(n), { error: "validation.invalid" })
      .optional(),
  ),
  ...ZDateRangeFields,
  /** order id or order number */
  id: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(32, "validation.invalid")
      .regex(/^[A-Za-z0-9-]+$/, "validation.invalid")
      .optional(),
  ),
  agentFlag: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "validation.invalid" })
      .refine((n) => n === AGENT_FLAG.OWN || n === AGENT_FLAG.AGENT, { error: "validation.invalid" })
      .optional(),
  ),
}).refine(dateRangeInOrder, { error: "validation.dateOrder" });
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

/** 32-bit ids only: a larger one is refused here instead of failing in the database. */
const ZId = ZDbId;

/** /shop/order/updateAddress: `orderId` (or `id`) and the customer's `addressId`. */
export const ZOrderAddressChange = z
  .object({ orderId: ZId.optional(), id: ZId.optional(), addressId: ZId })
  .refine((v) => v.orderId ?? v.id, { error: "validation.invalid" })
  .transform((v) => ({ orderId: (v.orderId ?? v.id)!, addressId: v.addressId }));
export type TOrderAddressChange = z.infer<typeof ZOrderAddressChange>;

const ZAmazonCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, "validation.amazonCode")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** /shop/order/submit: the chosen cart lines with their quantities and FBA codes. */
export const ZOrderSubmit = z.object({
  lines: z
    .array(
      z.object({
        id: ZId,
        goodsCount: z.coerce
          .number({ error: "validation.orderQuantity" })
          .int("validation.orderQuantity")
          .min(1, "validation.orderQuantity")
          .max(LIMITS.maxOrderQuantity, "validation.orderQuantity"),
        asin: ZAmazonCode,
        fnsku: ZAmazonCode,
        sellerSku: z.string().trim().max(64, "validation.sellerSku").optional(),
      }),
      { error: "validation.listRequired" },
    )
    .min(1, "validation.listRequired")
    .max(LIMITS.maxOrderLines, "validation.tooManyLines")
    .refine((l) => new Set(l.map((x) => x.id)).size === l.length, { error: "validation.invalid" }),
  remark: z.string().trim().max(500, "validation.remarkLength").optional(),
  addressId: ZId.optional(),
});
export type TOrderSubmit = z.infer<typeof ZOrderSubmit>;

/** Pay orders from the balance; `idempotencyKey` (or the Idempotency-Key header) makes retries safe. */
export const ZOrderPay = z.object({
  orderIds: z
    .array(ZId, { error: "validation.listRequired" })
    .min(1, "validation.listRequired")
    .max(LIMITS.maxOrderLines, "validation.tooManyLines"),
  idempotencyKey: z.preprocess(blankToUndefined, ZIdempotencyKey.optional()),
});
export type TOrderPay = z.infer<typeof ZOrderPay>;

export const ZOrderId = z.object({ id: ZId });

/** An agent order for any link (/shop/order/agentSubmit): what the seller wants and the price they expect. */
export const ZAgentOrder = z.object({
  goodsUrl: z
    .string({ error: "validation.agent.url" })
    .trim()
    .max(1024, "validation.agent.url")
    .regex(/^https?:\/\/[^\s]+$/i, "validation.agent.url"),
  goodsName: z
    .string({ error: "validation.agent.name" })
    .trim()
    .min(1, "validation.agent.name")
    .max(500, "validation.agent.name"),
  /** options as the seller writes them, e.g. "colour: black; size: M" */
  specs: z.preprocess(blankToUndefined, z.string().trim().max(500, "validation.agent.specs").optional()),
  quantity: z.coerce
    .number({ error: "validation.orderQuantity" })
    .int("validation.orderQuantity")
    .min(1, "validation.orderQuantity")
    .max(LIMITS.maxOrderQuantity, "validation.orderQuantity"),
  /** expected unit price in yuan */
  unitPrice: z.coerce
    .number({ error: "validation.agent.price" })
    .min(0.01, "validation.agent.price")
    .max(999_999.99, "validation.agent.price")
    .refine(isWholeFen, { error: "validation.agent.price" }),
  images: z
    .array(z.string().trim().min(1).max(1024))
    .max(LIMITS.uploadCount, "validation.attachmentLimit")
    .default([]),
  remark: z.string().trim().max(500, "validation.remarkLength").optional(),
  addressId: ZId.optional(),
});
export type TAgentOrder = z.input<typeof ZAgentOrder>;

export const ZOrderRef = z.object({ orderId: ZId });
