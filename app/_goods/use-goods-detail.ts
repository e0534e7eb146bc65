"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { ApiError } from "@/lib/client/api";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { catalogueGoodsDetail, catalogueGoodsInfo, catalogueGoodsInfoJd } from "@/lib/client/endpoints";
import type { GoodsDetail } from "@/lib/client/goods-api";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Locale } from "@/lib/i18n/locales";

/** Which goods a details screen shows: the catalogue id, or a product link / platform item id. */
export type GoodsSource =
  | { kind: "id"; id: string }
  | { kind: "url"; url: string; platform: string }
  | { kind: "numId"; numId: string; platform: string };

const isJd = (platform: string) => ["3", "jd"].includes(platform.trim().toLowerCase());

const endpointOf = (source: GoodsSource | null) =>
  !source || source.kind === "id"
    ? catalogueGoodsDetail
    : isJd(source.platform)
      ? catalogueGoodsInfoJd
      : catalogueGoodsInfo;

function fetchDetail(source: GoodsSource, locale: Locale): Promise<GoodsDetail> {
  if (source.kind === "id") return request(catalogueGoodsDetail, { params: { id: source.id } }, { locale });
  const key = source.kind === "url" ? { url: source.url } : { numId: source.numId };
  if (isJd(source.platform)) return request(catalogueGoodsInfoJd, { query: key }, { locale });
  return request(
    catalogueGoodsInfo,
    { query: { ...key, platform: source.platform || undefined } },
    { locale },
  );
}

/** A business refusal (unknown link, unknown goods): the spec's "product information incomplete". */
export const isIncomplete = (error: unknown) => error instanceof ApiError && error.code === ENVELOPE.BUSINESS;

export function useGoodsDetail(source: GoodsSource | null, initial?: GoodsDetail) {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(endpointOf(source), source, locale),
    enabled: !!source,
    staleTime: 60_000,
    initialData: initial,
    queryFn: async () => {
      const detail = await fetchDetail(source!, locale);
      if (!detail) throw new ApiError(ENVELOPE.BUSINESS, "");
      return detail;
    },
  });
}
