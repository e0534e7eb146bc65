import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZTime } from "@/lib/api/contract/common";
import { ZCartDelete, ZCartInsert, ZCartListQuery, ZCartUpdateCount } from "@/lib/validation/cart";

const tag = "Cart";
const int = z.number().int();

/** A cart line (lib/cart/cart-view.ts toCartView): money in yuan; stock, weight and size for the estimate. */
export const ZCartLineView = z.object({
  id: int,
  goodsId: int.nullable(),
  numId: z.string().nullable(),
  skuId: z.string().nullable(),
  platformType: int,
  goodsName: z.string(),
  goodsPrice: z.number(),
  goodsCount: int,
  goodsColor: z.string().nullable(),
  goodsSize: z.string().nullable(),
  goodsSpecs: z.string().nullable(),
  goodsImageUrl: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  goodsUrl: z.string().nullable(),
  shopName: z.string().nullable(),
  spData: z.array(z.object({ name: z.string(), value: z.string() })),
  priceObj: z.object({
    skuPrice: z.number(),
    tiers: z.array(z.object({ minQty: int, price: z.number() })),
  }),
  stock: int.nullable(),
  minOrderQty: int,
  weightGrams: int.nullable(),
  lengthMm: int.nullable(),
  widthMm: int.nullable(),
  heightMm: int.nullable(),
  domesticShipping: z.number(),
  createTime: ZTime,
  updateTime: ZTime,
});

export const cartList = endpoint({
  method: "GET",
  path: "/shop/shoppingVehicle/list",
  summary: "The seller's cart lines, newest first; `ids` narrows the list to those lines",
  tag,
  access: "customer",
  query: ZCartListQuery,
  envelope: "paged",
  response: ZCartLineView,
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const cartInsert = endpoint({
  method: "POST",
  path: "/shop/shoppingVehicle/insert",
  summary: "Adds goods to the cart, onto the line of the same goods and SKU if there is one",
  tag,
  access: "customer",
  body: ZCartInsert,
  envelope: "data",
  response: ZCartLineView,
  // A down jacket of the seeded catalogue no cart line holds yet.
  example: {
    body: { goodsId: 5, skuId: "4624644290000", platformType: 1, goodsPrice: 159, goodsCount: 1, spData: [] },
  },
});

export const cartUpdateCount = endpoint({
  method: "POST",
  path: "/shop/shoppingVehicle/updateCount",
  summary: "Changes a line's count (at least the minimum order, at most the stock); the tier price follows",
  tag,
  access: "customer",
  body: ZCartUpdateCount,
  envelope: "data",
  response: ZCartLineView,
  // Demo cart lines 1 and 3 are this endpoint's and the delete's; line 2 is the order submit's example.
  example: { body: { id: 1, goodsCount: 6 } },
});

export const cartDelete = endpoint({
  method: "POST",
  path: "/shop/shoppingVehicle/delete",
  summary: "Deletes the seller's lines among `ids` (form data `ids=1,2`, or JSON)",
  tag,
  access: "customer",
  form: true,
  body: ZCartDelete,
  envelope: "data",
  response: z.object({ deleted: int }),
  example: { body: { ids: [3] } },
});

export const cartSummary = endpoint({
  method: "GET",
  path: "/shop/shoppingInfo/getInfo",
  summary: "The cart at a glance: lines, pieces, the goods amount in yuan and in yen at today's rate",
  tag,
  access: "customer",
  envelope: "data",
  response: z.object({
    count: int,
    totalGoods: int,
    totalPrice: z.number(),
    totalPriceYen: int.nullable(),
    rate: z.number().nullable(),
  }),
});
