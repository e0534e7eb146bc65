import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { fenToYen, fenToYuan } from "@/lib/pricing/convert";
import { getRate } from "@/lib/rates/exchange-rate";

export type CartSummary = {
  /** lines in the cart */
  count: number;
  /** pieces over all lines */
  totalGoods: number;
  /** goods amount in yuan (2 decimals) */
  totalPrice: number;
  /** Σ per-line yen (each line rounded up, as the cart screen shows it); null without a rate */
  totalPriceYen: number | null;
  rate: number | null;
};

/** GET /shop/shoppingInfo/getInfo: the caller's cart at a glance (badge, user center). */
export async function cartSummary(customerId: number): Promise<CartSummary> {
  const [lines, rate] = await Promise.all([
    getDb().cartLine.findMany({ where: { customerId }, select: { goodsPriceFen: true, goodsCount: true } }),
    getRate().catch((error: unknown) => {
      if (error instanceof AppError && error.code === "RATE_MISSING") return null;
      throw error;
    }),
  ]);
  const lineFen = lines.map((l) => l.goodsPriceFen * l.goodsCount);
  return {
    count: lines.length,
    totalGoods: lines.reduce((s, l) => s + l.goodsCount, 0),
    totalPrice: fenToYuan(lineFen.reduce((s, f) => s + f, 0)),
    totalPriceYen: rate ? lineFen.reduce((s, f) => s + fenToYen(f, rate.rate), 0) : null,
    rate: rate?.rate ?? null,
  };
}
