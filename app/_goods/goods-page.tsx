import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import type { GoodsSource } from "./use-goods-detail";
import { ProductView } from "./product-view";

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** `?id=` (catalogue id), `?url=&platform=` (product link) or `?numId=&platform=` (platform item id). */
export function goodsSourceOf(params: Params): GoodsSource | null {
  const id = one(params.id);
  if (id) return { kind: "id", id };
  const platform = one(params.platform) ?? "";
  const url = one(params.url);
  if (url) return { kind: "url", url, platform };
  const numId = one(params.numId);
  return numId ? { kind: "numId", numId, platform } : null;
}

export async function goodsPageTitle() {
  const t = await getTranslations("goodsPage");
  return { title: t("title") };
}

/** The shared body of /details and /goods/goodsDetails. */
export async function GoodsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const source = goodsSourceOf(await searchParams);
  return (
    <Suspense>
      <ProductView source={source} />
    </Suspense>
  );
}
