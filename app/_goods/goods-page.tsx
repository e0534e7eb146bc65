import { getLocale, getTranslations } from "next-intl/server";
import type { GoodsDetail } from "@/lib/client/goods-api";
import { goodsDetail } from "@/lib/goods/service";
import type { Locale } from "@/lib/i18n/locales";
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
  const locale = (await getLocale()) as Locale;
  // A catalogue id comes with its goods (the picture is the page's largest paint: no second trip for it);
  // a link, or goods that cannot be read now, load on the screen as before.
  const initial =
    source?.kind === "id" && /^\d{1,10}$/.test(source.id)
      ? await goodsDetail(Number(source.id), locale)
          .then((d): GoodsDetail => JSON.parse(JSON.stringify(d)))
          .catch(() => undefined)
      : undefined;
  // No Suspense boundary: the goods are part of the page's first paint, not streamed in after it.
  return <ProductView source={source} initial={initial} />;
}
