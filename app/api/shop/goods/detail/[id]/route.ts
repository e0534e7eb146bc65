import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { goodsDetail } from "@/lib/goods/service";
import { parseGoodsId } from "@/lib/validation/goods";

export const GET = route({ publicRead: true }, async ({ params, locale }) =>
  ok(await goodsDetail(parseGoodsId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
