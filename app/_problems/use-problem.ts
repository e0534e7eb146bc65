"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { PROBLEM_KEYS, fetchProblem } from "./problem-api";

/** One of the seller's problems (GET /shop/problem/{id}), shared by its details and the application form. */
export function useProblem(id: number | undefined) {
  const locale = useLocale() as Locale;
  const { sessionKey } = useSignIn();
  return useQuery({
    queryKey: [PROBLEM_KEYS.detail, sessionKey, locale, id],
    enabled: !!sessionKey && !!id,
    queryFn: () => fetchProblem(locale, id!),
  });
}
