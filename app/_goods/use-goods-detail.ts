"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { ApiError, api } from "@/lib/client/api";
import type { GoodsDetail } from "@/lib/client/goods-api";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Locale } from "@/lib/i18n/locales";

/** Which goods a details screen shows: the catalogue id, or a product link / platform item id. */
export type GoodsSource =
  | { kind: "id"; id: string }
  | { kind: "url"; url: string; platform: string }
  | { kind: "numId"; numId: string; platform: string };

const isJd = (platform: string) => ["3", "jd"].includes(platform.trim().toLowerCase());

function request(source: GoodsSource): { path: string; query: Record<string, string> } {
  if (source.kind === "id") return { path: `/shop/goods/detail/${encodeURIComponent(source.id)}`, query: {} };
  const key: Record<string, string> = source.kind === "url" ? { url: source.url } : { numId: source.numId };
  if (isJd(source.platform)) return { path: "/shop/goods/getGoodsInfoJd", query: key };
  return {
    path: "/shop/goods/getGoodsInfo",
    query: source.platform ? { ...key, platform: source.platform } : key,
  };
}

/** A business refusal (unknown link, unknown goods): the spec's "product information incomplete". */
export const isIncomplete = (error: unknown) => error instanceof ApiError && error.code === ENVELOPE.BUSINESS;

export function useGoodsDetail(source: GoodsSource | null, initial?: GoodsDetail) {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: ["goodsDetail", source, locale],
    enabled: !!source,
    staleTime: 60_000,
    initialData: initial,
    queryFn: async () => {
      const { path, query } = request(source!);
      const res = await api<GoodsDetail>(path, { query, locale });
      if (!res.data) throw new ApiError(ENVELOPE.BUSINESS, "");
      return res.data;
    },
  });
}
