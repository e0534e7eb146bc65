"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { catalogueCategories } from "@/lib/client/endpoints";
import type { Category } from "@/lib/client/goods-api";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Children of a category (0 = top level) from /shop/goods/categoryListByParentId/{id}. SPEC §8: a
 * non-200 answer gives an empty list; only a network failure is an error (with retry).
 */
export function useCategories(parentId: number | undefined) {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: queryKeyOf(catalogueCategories, parentId, locale),
    enabled: parentId !== undefined,
    staleTime: 10 * 60_000,
    queryFn: async (): Promise<Category[]> => {
      try {
        const list = await request(catalogueCategories, { params: { id: parentId } }, { locale });
        return Array.isArray(list) ? list : [];
      } catch (error) {
        if (error instanceof ApiError && error.code !== NETWORK_ERROR) return [];
        throw error;
      }
    },
  });
}

export const categoryLabel = (c: Category) => c.categoryName || c.categoryNameZh;
