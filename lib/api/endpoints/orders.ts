import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZNoData, ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZAddressView } from "./addresses.views";
import { ZPaymentRefView } from "./invoices.views";
import {
  ZAgentOrder,
  ZOrderAddressChange,
  ZOrderId,
  ZOrderListQuery,
  ZOrderPay,
  ZOrderRef,
  ZOrderSubmit,
} from "@/lib/validation/order";

const tag = "Orders";
const int = z.number().int();

/** One line of an order (lib/orders/order-view.ts lineView). */
export const ZOrderLineView = z.object({
  id: int,
  goodsId: int.nullable(),
  skuId: z.string().nullable(),
  goodsName: z.string(),
  goodsImageUrl: z.string().nullable(),
  goodsUrl: z.string().nullable(),
  goodsSpecs: z.string().nullable(),
  goodsPrice: z.number(),
  goodsCount: int,
  asin: z.string().nullable(),
  fnsku: z.string().nullable(),
  sellerSku: z.string().nullable(),
  arrivedQty: int,
  checkedQty: int,
  passedQty: int,
  badQty: int,
  missingQty: int,
  inspectionImages: z.array(z.string()),
  inventoryStatus: int,
  referenceImages: z.array(z.string()),
  proposedPrice: z.number().nullable(),
});

/** An order in a list (lib/orders/order-view.ts orderView). */
export const ZOrderRowView = z.object({
  id: int,
  orderNo: z.string(),
  orderStatus: int,
  agentFlag: int,
  platformType: int,
  platform: z.string(),
  shopName: z.string().nullable(),
  paymentMethod: int.nullable(),
  goodsAmount: z.number(),
  goodsAmountYen: int,
  domesticShippingYen: int,
  commissionYen: int,
  totalYen: int,
  paidYen: int,
  rate: z.number(),
  remark: z.string().nullable(),
  addressId: int.nullable(),
  domesticCarrier: z.string().nullable(),
  domesticTrackingNo: z.string().nullable(),
  purchaseRefundYen: int,
  priceProposalYen: int.nullable(),
  storageType: int.nullable(),
  inventoryStatus: int.nullable(),
  parentOrderId: int.nullable(),
  purchaseTime: ZTimeOrNull,
  arrivalTime: ZTimeOrNull,
  inspectionTime: ZTimeOrNull,
  storageTime: ZTimeOrNull,
  goodsCount: int,
  lines: z.array(ZOrderLineView),
  payTime: ZTimeOrNull,
  createTime: ZTime,
  updateTime: ZTime,
});

/** One order with its address, defects, split orders and timeline (lib/orders/get-order.ts). */
export const ZOrderDetailView = ZOrderRowView.extend({
  /** each line with one piece's weight (g) and size (cm) as measured at inspection, null where not known */
  lines: z.array(
    ZOrderLineView.extend({
      measuredWeightGrams: int.nullable(),
      measuredLengthCm: int.nullable(),
      measuredWidthCm: int.nullable(),
      measuredHeightCm: int.nullable(),
    }),
  ),
  address: ZAddressView.nullable(),
  problems: z.array(
    z.object({
      id: int,
      quantity: int,
      orderLineId: int.nullable(),
      problemType: int,
      processStatus: int,
      handling: int.nullable(),
    }),
  ),
  parentOrder: z.object({ id: int, orderNo: z.string() }).nullable(),
  splitOrders: z.array(z.object({ id: int, orderNo: z.string(), orderStatus: int })),
  /** what the seller paid for the order (payment, supplement, defect fee, storage), each with its ledger row id */
  payments: z.array(ZPaymentRefView),
  timeline: z.array(
    z.object({
      fromStatus: int.nullable(),
      toStatus: int,
      actor: z.string(),
      note: z.string().nullable(),
      staffName: z.string().nullable(),
      createTime: ZTime,
    }),
  ),
});

export const orderList = endpoint({
  method: "GET",
  path: "/shop/order/list",
  summary: "The seller's orders, filtered by status group, creation dates, id or number and agent flag",
  tag,
  access: "customer",
  query: ZOrderListQuery,
  envelope: "paged",
  response: ZOrderRowView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const orderDetail = endpoint({
  method: "GET",
  path: "/shop/order/{id}",
  summary: "One order: lines, price breakdown, address, defects and the timeline of status changes",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZOrderDetailView,
  example: { params: { id: 1 } },
});

export const orderCount = endpoint({
  method: "GET",
  path: "/shop/order/orderCount",
  summary: "How many orders are in each status group (the spec's field names)",
  tag,
  access: "customer",
  envelope: "data",
  response: z.object({
    pendingPurchaseCount: int,
    purchasedCount: int,
    disenableCount: int,
    waitWarehouseCount: int,
    arrivalCount: int,
    checkingCount: int,
    badOrderCount: int,
    checkedCount: int,
    warehouseStorageCount: int,
    sendCount: int,
  }),
});

export const orderConfigList = endpoint({
  method: "GET",
  path: "/shop/order/getOrderInfoConfigList",
  summary: "Rate, commission, payment options and limits for the order screens",
  tag,
  access: "customer",
  envelope: "data",
  response: z.array(z.object({ configKey: z.string(), configName: z.string(), configValue: z.unknown() })),
});

export const orderSubmit = endpoint({
  method: "POST",
  path: "/shop/order/submit",
  summary: "Creates orders awaiting payment from the chosen cart lines, one per shop",
  tag,
  access: "customer",
  spends: true,
  body: ZOrderSubmit,
  envelope: "data",
  response: z.object({
    orderIds: z.array(int),
    orders: z.array(
      z.object({ id: int, orderNo: z.string(), shopName: z.string().nullable(), totalYen: int }),
    ),
    totalYen: int,
  }),
  example: { body: { lines: [{ id: 2, goodsCount: 2 }], addressId: 1 } },
});

export const orderAgentSubmit = endpoint({
  method: "POST",
  path: "/shop/order/agentSubmit",
  summary:
    "An agent order for goods the catalogue does not know: a link, what is wanted and the expected price",
  tag,
  access: "customer",
  spends: true,
  body: ZAgentOrder,
  envelope: "data",
  response: z.object({ id: int, orderNo: z.string(), totalYen: int }),
  example: {
    body: {
      goodsUrl: "https://detail.1688.com/offer/600000000001.html",
      goodsName: "木製の名刺入れ",
      quantity: 5,
      unitPrice: 12.5,
    },
  },
});

export const orderAcceptPrice = endpoint({
  method: "POST",
  path: "/shop/order/acceptPrice",
  summary: "The seller accepts the higher price the agent found for an agent order",
  tag,
  access: "customer",
  spends: true,
  body: ZOrderRef,
  envelope: "data",
  response: z.object({ orderId: int, orderStatus: int, paidYen: int }),
  example: { body: { orderId: 40 } },
});

export const orderCancel = endpoint({
  method: "POST",
  path: "/shop/order/cancel",
  summary: "Cancels an order the agent has not bought yet; a paid one is refunded to the balance",
  tag,
  access: "customer",
  body: ZOrderId,
  envelope: "data",
  response: z.object({ orderId: int, fromStatus: int, orderStatus: int, refundedYen: int }),
  example: { body: { id: 42 } },
});

export const orderPayByBalance = endpoint({
  method: "POST",
  path: "/shop/order/payByBalance",
  summary: "Pays one or several unpaid orders from the balance (idempotent with Idempotency-Key)",
  tag,
  access: "customer",
  spends: true,
  body: ZOrderPay,
  envelope: "data",
  response: z.object({
    orderIds: z.array(int),
    containerIds: z.array(int),
    paidYen: int,
    balanceYen: int,
    replayed: z.boolean(),
  }),
  example: { body: { orderIds: [44] } },
});

const addressChange = {
  path: "/shop/order/updateAddress",
  summary: "Changes the delivery address of an order not yet shipped",
  tag,
  access: "customer",
  envelope: "data",
  response: ZNoData,
} as const;

export const orderUpdateAddressGet = endpoint({
  ...addressChange,
  method: "GET",
  query: ZOrderAddressChange,
  example: { query: { orderId: 41, addressId: 1 } },
});
export const orderUpdateAddress = endpoint({
  ...addressChange,
  method: "POST",
  body: ZOrderAddressChange,
  example: { body: { orderId: 44, addressId: 1 } },
});
