/** Rows as the order endpoints send them (lib/orders/order-view.ts, get-order.ts). Money: yen, or yuan. */

export type OrderLine = {
  id: number;
  goodsId: number | null;
  skuId: string | null;
  goodsName: string;
  goodsImageUrl: string | null;
  goodsUrl: string | null;
  goodsSpecs: string | null;
  /** unit price, yuan */
  goodsPrice: number;
  goodsCount: number;
  asin: string | null;
  fnsku: string | null;
  sellerSku: string | null;
};

export type OrderRow = {
  id: number;
  orderNo: string;
  orderStatus: number;
  agentFlag: number;
  platformType: number;
  platform: string;
  shopName: string | null;
  paymentMethod: number | null;
  /** yuan */
  goodsAmount: number;
  goodsAmountYen: number;
  domesticShippingYen: number;
  commissionYen: number;
  totalYen: number;
  paidYen: number;
  rate: number;
  remark: string | null;
  addressId: number | null;
  goodsCount: number;
  lines: OrderLine[];
  payTime: string | null;
  createTime: string;
};

export type OrderAddress = {
  id: number;
  name: string;
  postalCode: string;
  regionName: string;
  address: string;
  phone: string;
  email: string | null;
  companyName: string | null;
  isDefault: boolean;
};

export type TimelineEntry = {
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  note: string | null;
  createTime: string;
};

export type OrderDetail = OrderRow & { address: OrderAddress | null; timeline: TimelineEntry[] };

/** GET /shop/order/orderCount (SPEC §3 field names). */
export type OrderCounts = Record<
  | "pendingPurchaseCount"
  | "purchasedCount"
  | "disenableCount"
  | "waitWarehouseCount"
  | "arrivalCount"
  | "checkingCount"
  | "badOrderCount"
  | "checkedCount"
  | "warehouseStorageCount"
  | "sendCount",
  number
>;

export type PayResult = { orderIds: number[]; paidYen: number; balanceYen: number; replayed: boolean };
