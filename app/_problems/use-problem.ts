"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf } from "@/lib/client/endpoint";
import { problemDetail } from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { fetchProblem } from "./problem-api";

/** One of the seller's problems (GET /shop/problem/{id}), shared by its details and the application form. */
export function useProblem(id: number | undefined) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: queryKeyOf(problemDetail, sessionKey, locale, id),
    enabled: !!sessionKey && !!id,
    queryFn: () => fetchProblem(locale, id!),
  });
}
