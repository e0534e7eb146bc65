import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime, ZTimeOrNull } from "@/lib/api/contract/common";
import { ZPageQuery } from "@/lib/validation/rules";
import { ZPaymentRefView } from "./invoices.views";
import {
  LABEL_TYPES,
  ZBoxOrderLinesQuery,
  ZBoxOrderListQuery,
  ZContainerListQuery,
  ZContainerModify,
  ZIdBody,
  ZLabelCreate,
  ZLabelListQuery,
  ZShipmentCreate,
  ZStoredGoodsQuery,
} from "@/lib/validation/shipping";
import { ZAddressView } from "./addresses.views";

/**
 * Packing lists (the spec's containers, the screens' batches and shipments; docs/shipping.md): the seller's
 * lists, the goods in storage they take, their labels and the auxiliary materials ordered with them.
 */
const tag = "Packing lists";
const int = z.number().int();
const ZDestination = z.enum(["fba", "address"]);
/** what a material line of a box order is: a packing material or a transport case (carton) */
const ZMaterialKind = z.enum(["packingMaterial", "transportCase"]);

/** A packing list in a list (lib/shipping/container-view.ts containerRowView). */
export const ZContainerRowView = z.object({
  id: int,
  containerNo: z.string(),
  status: int,
  shippingMode: int,
  destination: ZDestination,
  amazonSiteName: z.string().nullable(),
  fbaShipmentId: z.string().nullable(),
  fbaWarehouseCode: z.string().nullable(),
  lineCount: int,
  pieces: int,
  boxCount: int,
  estimateYen: int,
  totalYen: int,
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  customsCleared: z.boolean(),
  remark: z.string().nullable(),
  payTime: ZTimeOrNull,
  dispatchTime: ZTimeOrNull,
  createTime: ZTime,
});

/** A label file (lib/shipping/labels.ts labelView). */
export const ZLabelView = z.object({
  id: int,
  containerId: int.nullable(),
  orderLineIds: z.array(int),
  labelType: z.enum(LABEL_TYPES),
  fnsku: z.string().nullable(),
  fileUrl: z.string(),
  name: z.string().nullable(),
  printedAt: ZTimeOrNull,
  createdAt: ZTime,
  printed: z.boolean(),
  createTime: ZTime,
});

/** The importer (clearance person) of a packing list, as stored (lib/shipping/container-view.ts). */
const ZContainerImporter = z.object({
  id: int,
  customerId: int,
  importerName: z.string(),
  customsCode: z.string(),
  naccsAccount: z.string().nullable(),
  corporateId: z.string().nullable(),
  phone: z.string(),
  postalCode: z.string(),
  address: z.string(),
  email: z.string().nullable(),
  createdAt: ZTime,
  updatedAt: ZTime,
});

/** One packing list with everything its screens show (lib/shipping/container-view.ts getContainer). */
export const ZContainerDetailView = ZContainerRowView.extend({
  netWeightGrams: int.nullable(),
  actualWeightGrams: int.nullable(),
  volumeCm3: int.nullable(),
  estimateGrams: int,
  chargeGrams: int.nullable(),
  freightYen: int,
  otherFeeYen: int,
  billTime: ZTimeOrNull,
  customsClearTime: ZTimeOrNull,
  address: ZAddressView.nullable(),
  clearancePerson: ZContainerImporter.nullable(),
  amazonSite: z
    .object({ id: int, siteId: z.string(), siteNameEn: z.string(), marketplace: z.string() })
    .nullable(),
  lines: z.array(
    z.object({
      id: int,
      orderId: int,
      orderNo: z.string(),
      orderLineId: int.nullable(),
      goodsName: z.string().nullable(),
      goodsImageUrl: z.string().nullable(),
      goodsSpecs: z.string().nullable(),
      quantity: int,
      asin: z.string().nullable(),
      fnsku: z.string().nullable(),
      sellerSku: z.string().nullable(),
      needsTradeLabel: z.boolean(),
    }),
  ),
  boxes: z.array(
    z.object({
      id: int,
      boxNo: int,
      lengthCm: int,
      widthCm: int,
      heightCm: int,
      netWeightGrams: int,
      actualWeightGrams: int,
      trackingNo: z.string().nullable(),
      trackingState: z.enum(["none", "invalid", "notRegistered", "cleared"]),
      trackingMessage: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      items: z.array(z.object({ containerLineId: int, quantity: int, goodsName: z.string() })),
    }),
  ),
  fees: z.array(
    z.object({
      kind: z.string(),
      quantity: int,
      unitYen: int,
      amountYen: int,
      description: z.string(),
    }),
  ),
  charges: z.array(
    z.object({
      id: int,
      type: int,
      typeLabel: z.string(),
      amountYen: int,
      carrierGrams: int.nullable(),
      carrierFreightYen: int.nullable(),
      billedGrams: int.nullable(),
      billedFreightYen: int.nullable(),
      dutyYen: int.nullable(),
      consumptionTaxYen: int.nullable(),
      localTaxYen: int.nullable(),
      declarationNo: z.string().nullable(),
      reason: z.string(),
      /** the ledger row that booked it (a charge's qualified invoice downloads by it) */
      transactionId: int.nullable(),
      createTime: ZTime,
    }),
  ),
  /** the ledger rows that paid for it (the bill, its storage line, charges after dispatch), with their ids */
  payments: z.array(ZPaymentRefView),
  estimateDifferenceYen: int.nullable(),
  labels: z.array(ZLabelView),
  boxOrders: z.array(
    z.object({
      id: int,
      boxOrderNo: z.string(),
      status: int,
      totalYen: int,
      payTime: ZTimeOrNull,
      lines: z.array(
        z.object({
          id: int,
          kind: ZMaterialKind,
          name: z.string(),
          quantity: int,
          unitPriceYen: int,
          amountYen: int,
        }),
      ),
    }),
  ),
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
  canModify: z.boolean(),
  canCancel: z.boolean(),
  cancelViaSupport: z.boolean(),
  canPay: z.boolean(),
});

/** An order in storage with the lines a packing list can take (lib/shipping/stored-goods.ts). */
export const ZStoredOrderView = z.object({
  orderId: int,
  orderNo: z.string(),
  shopName: z.string().nullable(),
  storageType: int.nullable(),
  storageTime: ZTimeOrNull,
  lines: z.array(
    z.object({
      id: int,
      goodsName: z.string(),
      goodsImageUrl: z.string().nullable(),
      goodsSpecs: z.string().nullable(),
      quantity: int,
      storedQty: int,
      asin: z.string().nullable(),
      fnsku: z.string().nullable(),
      sellerSku: z.string().nullable(),
      weightGrams: int.nullable(),
      dimensionsMm: z.object({ length: int, width: int, height: int }).nullable(),
    }),
  ),
});

export const containerList = endpoint({
  method: "GET",
  path: "/shop/container/h5/getAllContainerList",
  summary: "The seller's packing lists, newest first, by status, packing-list number and creation dates",
  tag,
  access: "customer",
  query: ZContainerListQuery,
  envelope: "paged",
  response: ZContainerRowView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const containerDetail = endpoint({
  method: "GET",
  path: "/shop/container/getContainerInfo/{id}",
  summary:
    "One packing list: lines, boxes and tracking, destination, importer, labels, materials, bill, timeline",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZContainerDetailView,
  example: { params: { id: 4 } },
});

export const containerStats = endpoint({
  method: "GET",
  path: "/shop/container/getStatisticalNum",
  summary: "How many packing lists the seller has in each status, and in all",
  tag,
  access: "customer",
  envelope: "data",
  response: z.object({
    totalCount: int,
    statusCounts: z.array(z.object({ status: int, count: int })),
  }),
});

export const containerStoredGoods = endpoint({
  method: "POST",
  path: "/shop/container/getContainerOrderList",
  summary: "The seller's orders in storage with the pieces a new packing list can take",
  tag,
  access: "customer",
  body: ZStoredGoodsQuery,
  envelope: "paged",
  response: ZStoredOrderView,
  example: { body: { pageNum: 1, pageSize: 10 } },
});

export const containerFbaGoods = endpoint({
  method: "POST",
  path: "/shop/container/getObtainFBAOrder",
  summary: "The seller's orders in storage with the lines ready for Amazon FBA (those with an FNSKU)",
  tag,
  access: "customer",
  body: ZStoredGoodsQuery,
  envelope: "paged",
  response: ZStoredOrderView,
  example: { body: { pageNum: 1, pageSize: 10 } },
});

export const containerSubmit = endpoint({
  method: "POST",
  path: "/shop/container/internationalContainer",
  summary:
    "Submits a packing list of stored goods to an FBA warehouse or an address (idempotent with Idempotency-Key)",
  tag,
  access: "customer",
  spends: true,
  body: ZShipmentCreate,
  envelope: "data",
  response: z.object({
    id: int,
    containerNo: z.string(),
    status: int,
    estimateYen: int,
    replayed: z.boolean(),
  }),
  example: {
    body: {
      lines: [{ orderLineId: 17, quantity: 10 }],
      destination: "address",
      addressId: 1,
      clearancePersonId: 1,
      shippingMode: 1,
      idempotencyKey: "contract-example-shipment",
    },
  },
});

export const containerModify = endpoint({
  method: "POST",
  path: "/shop/container/modifyContainerOrder",
  summary: "Changes where and how a packing list goes before packing starts, or cancels it (`cancel: true`)",
  tag,
  access: "customer",
  body: ZContainerModify,
  envelope: "data",
  response: z.union([
    z.object({ containerId: int, status: int, estimateYen: int }),
    z.object({
      containerId: int,
      status: int,
      orderIds: z.array(int),
      /** the seller's inbox notices a cancellation wrote (none when the seller cancels) */
      notices: z.array(
        z.object({
          customerId: int,
          name: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])),
          link: z.string().optional(),
        }),
      ),
    }),
  ]),
  example: { body: { id: 8, remark: "Fragile: please pack with bubble wrap" } },
});

export const boxOrderList = endpoint({
  method: "GET",
  path: "/shop/boxOrder/boxOrderlist",
  summary: "The seller's box orders (materials ordered with a packing list), newest first",
  tag,
  access: "customer",
  query: ZBoxOrderListQuery,
  envelope: "paged",
  response: z.object({
    id: int,
    boxOrderNo: z.string(),
    status: int,
    containerId: int.nullable(),
    containerNo: z.string().nullable(),
    totalYen: int,
    paid: z.boolean(),
    payTime: ZTimeOrNull,
    lineCount: int,
    remark: z.string().nullable(),
    createTime: ZTime,
  }),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const boxOrderLines = endpoint({
  method: "GET",
  path: "/shop/boxOrder/list",
  summary: "The materials of the seller's box orders, of one box order or one packing list",
  tag,
  access: "customer",
  query: ZBoxOrderLinesQuery,
  envelope: "paged",
  response: z.object({
    id: int,
    boxOrderId: int,
    boxOrderNo: z.string(),
    status: int,
    paid: z.boolean(),
    kind: ZMaterialKind,
    name: z.string(),
    quantity: int,
    unitPriceYen: int,
    amountYen: int,
  }),
  example: { query: { boxOrderId: 1, pageSize: 100 } },
});

export const transportCaseList = endpoint({
  method: "GET",
  path: "/shop/transportCase/list",
  summary: "The warehouse's transport cases (cartons) a packing list can order, with size, load and price",
  tag,
  access: "public",
  query: ZPageQuery,
  envelope: "paged",
  response: z.object({
    id: int,
    name: z.string(),
    lengthCm: int,
    widthCm: int,
    heightCm: int,
    maxWeightGrams: int,
    priceYen: int,
    stock: int,
  }),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const packingMaterialList = endpoint({
  method: "GET",
  path: "/shop/packingMaterial/list",
  summary: "The warehouse's packing materials a packing list can order, with specification and price",
  tag,
  access: "public",
  query: ZPageQuery,
  envelope: "paged",
  response: z.object({
    id: int,
    name: z.string(),
    spec: z.string().nullable(),
    unit: z.string().nullable(),
    image: z.string().nullable(),
    priceYen: int,
    stock: int,
  }),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const labelAdd = endpoint({
  method: "POST",
  path: "/shop/label/add",
  summary: "Registers a label file the seller uploaded (FBA, trade or shipping label) for some order lines",
  tag,
  access: "customer",
  body: ZLabelCreate,
  envelope: "data",
  response: ZLabelView,
  noReplay: "needs the URL of a label file the seller uploaded first (multipart upload, modular `label`)",
});

export const labelDelete = endpoint({
  method: "POST",
  path: "/shop/label/delete",
  summary: "Deletes a label file not attached to a packing list that still holds goods",
  tag,
  access: "customer",
  body: ZIdBody,
  envelope: "data",
  response: z.object({ id: int }),
  noReplay: "the demo's labels are all attached to open packing lists; a deletable one needs an upload first",
});

export const labelList = endpoint({
  method: "GET",
  path: "/shop/label/list",
  summary: "The seller's label files, newest first: of one packing list, or not attached to any yet",
  tag,
  access: "customer",
  query: ZLabelListQuery,
  envelope: "paged",
  response: ZLabelView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const labelPrint = endpoint({
  method: "POST",
  path: "/shop/label/print",
  summary: "Records that the seller printed a label, so a packing list may use it (again: answers the first)",
  tag,
  access: "customer",
  body: ZIdBody,
  envelope: "data",
  response: ZLabelView.extend({ replayed: z.boolean() }),
  example: { body: { id: 1 } },
});
