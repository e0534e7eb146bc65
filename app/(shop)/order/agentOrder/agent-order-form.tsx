"use client";

import Link from "@/app/_components/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "@/lib/codes";
import { orderAgentSubmit } from "@/lib/client/endpoints";
import { useRate } from "@/lib/client/rate";
import { yuanToFen } from "@/lib/pricing/convert";
import { priceGoods } from "@/lib/pricing/price-goods";
import { NumberInput } from "../../../_components/inputs/number-input";
import { TextInput } from "../../../_components/inputs/text-input";
import { useSession } from "../../../_components/session";
import { UploadWidget, type UploadedFileRef } from "../../../_components/upload-widget";
import { useFormAction } from "../../../_components/use-form-action";
import { AddressPicker } from "../../../_orders/address-picker";
import { ordersChanged } from "../../../_orders/order-api";
import { EstimateCard } from "../../cart/submit/estimate-card";

/** A link the seller arrived with (goods page "incomplete", search), kept only when it is a web address. */
const linkParam = (url: string | null) => (url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : "");

/**
 * The agent order form: link, goods name, options, quantity, expected unit price (yuan), up to 3 pictures,
 * note and address. The order is created awaiting payment and opens on /bundle to be paid; after payment the
 * agent confirms the real price (99).
 */
export function AgentOrderForm() {
  const params = useSearchParams();
  const { send, validate, t, busy } = useFormAction();
  const router = useRouter();
  const queryClient = useQueryClient();
  const rate = useRate().data?.rate;
  const { userInfo } = useSession();
  const [goodsUrl, setGoodsUrl] = useState(() => linkParam(params.get("url")));
  const [goodsName, setGoodsName] = useState(() => (params.get("name") ?? "").slice(0, 500));
  const [specs, setSpecs] = useState("");
  const [quantity, setQuantity] = useState<number | "">(1);
  const [unitPrice, setUnitPrice] = useState<number | "">("");
  const [images, setImages] = useState<UploadedFileRef[]>([]);
  const [remark, setRemark] = useState("");
  const [addressId, setAddressId] = useState<number>();

  const goodsFen = quantity && unitPrice ? yuanToFen(unitPrice) * quantity : 0;
  const priced =
    rate !== undefined && userInfo ? priceGoods(goodsFen, rate, userInfo.commissionBp) : undefined;
  const estimate = priced && {
    shops: [],
    unitFen: new Map<number, number>(),
    goodsYen: priced.goodsYen,
    domesticShippingYen: 0,
    commissionYen: priced.commissionYen,
    totalYen: priced.goodsYen + priced.commissionYen,
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = await validate(() => import("@/lib/validation/order").then((m) => m.ZAgentOrder), {
      goodsUrl,
      goodsName,
      specs,
      quantity: quantity === "" ? undefined : quantity,
      unitPrice: unitPrice === "" ? undefined : unitPrice,
      images: images.map((f) => f.url),
      remark,
      addressId,
    });
    if (!input) return;
    const res = await send(orderAgentSubmit, { body: input });
    if (!res) return;
    await ordersChanged(queryClient);
    router.push(`/bundle?ids=${res.answer.id}`);
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="agent-order-form">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-bold">{t("agentOrder.title")}</h1>
        <Link href="/order/orderList?agentFlag=1" className="text-sm text-brand hover:underline">
          {t("agentOrder.myAgentOrders")}
        </Link>
      </div>
      <p className="card text-sm text-slate-700" data-testid="agent-order-intro">
        {t("agentOrder.intro")}
      </p>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-4">
          <section className="card flex flex-col gap-3">
            <TextInput
              name="goodsUrl"
              label={t("agentOrder.goodsUrl")}
              value={goodsUrl}
              onChange={setGoodsUrl}
              maxLength={1024}
              type="url"
              inputMode="url"
              placeholder="https://detail.1688.com/offer/…"
              clearable
            />
            <TextInput
              name="goodsName"
              label={t("agentOrder.goodsName")}
              value={goodsName}
              onChange={setGoodsName}
              maxLength={500}
              clearable
            />
            <TextInput
              name="specs"
              label={t("agentOrder.specs")}
              hint={t("agentOrder.specsHint")}
              value={specs}
              onChange={setSpecs}
              maxLength={500}
            />
            <div className="grid grid-cols-2 gap-3">
              <NumberInput
                name="quantity"
                label={t("agentOrder.quantity")}
                value={quantity}
                onChange={setQuantity}
                min={1}
                max={LIMITS.maxOrderQuantity}
                integer
              />
              <NumberInput
                name="unitPrice"
                label={t("agentOrder.unitPrice")}
                value={unitPrice}
                onChange={setUnitPrice}
                min={0.01}
                max={999_999.99}
                toFixed={2}
              />
            </div>
            <div>
              <p className="mb-1.5 text-sm text-slate-700">{t("agentOrder.images")}</p>
              <UploadWidget
                value={images}
                onChange={setImages}
                limit={LIMITS.uploadCount}
                label={t("agentOrder.addImage")}
              />
            </div>
            <TextInput
              name="remark"
              label={t("agentOrder.remark")}
              value={remark}
              onChange={setRemark}
              multiline
              rows={3}
              maxLength={500}
              showCount
            />
          </section>
          <section className="card">
            <h2 className="mb-3 font-bold">{t("orderPage.deliveryAddress")}</h2>
            <AddressPicker name="agent-address" value={addressId} onChange={setAddressId} />
          </section>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-20">
          <EstimateCard estimate={estimate} />
          <p className="text-xs text-slate-600">{t("agentOrder.priceCheck")}</p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("agentOrder.submit")}
          </button>
        </div>
      </div>
    </form>
  );
}
