"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "@/lib/client/endpoint";
import { cartInsert, cartList } from "@/lib/client/endpoints";
import type { DetailSku, GoodsDetail } from "@/lib/client/goods-api";
import { useFormAction } from "../_components/use-form-action";
import { useSignIn } from "../_components/session";

/**
 * Add to cart (POST /shop/shoppingVehicle/insert). A visitor goes to login and comes back here; a falsy
 * price adds nothing (SPEC §4); on success the add-to-cart success page opens.
 */
export function useAddToCart() {
  const { send, busy, toast, t } = useFormAction();
  const { isLogin } = useSignIn();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const queryClient = useQueryClient();

  async function add(goods: GoodsDetail, sku: DetailSku | undefined, quantity: number, unitPrice: number) {
    if (!isLogin) {
      const back = pathname + (search ? `?${search}` : "");
      router.push(`/login?flag=1&redirect=${encodeURIComponent(back)}`);
      return;
    }
    if (!unitPrice) return;
    const spData = sku?.specs ?? [];
    const res = await send(
      cartInsert,
      {
        body: {
          goodsId: goods.goodsId ?? undefined,
          numId: goods.numId ?? undefined,
          platformType: goods.platformType,
          goodsName: goods.goodsName,
          goodsPrice: unitPrice,
          goodsCount: quantity,
          goodsImageUrl: sku?.image ?? goods.picPath ?? goods.images[0] ?? "",
          goodsUrl: goods.goodsUrl ?? "",
          shopName: goods.shopName ?? "",
          spData,
          skuId: sku?.skuId,
          goodsSpecs: spData.map((s) => s.value).join(";"),
        },
      },
      // SPEC §8: a failed cart insert shows nothing (the checks before it have spoken already).
      { silent: true },
    );
    if (!res?.answer) return;
    // SPEC §7: code 200 shows the success message.
    toast.show("success", res.msg);
    // Cart views (list, counts) read fresh data next time.
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(cartList) });
    router.push(
      `/cart/success?${new URLSearchParams({ id: String(res.answer.id), added: String(quantity) })}`,
    );
  }

  return { add, busy, toast, t };
}
