"use client";

import { useCallback, useState } from "react";
import type { z } from "zod";
import { useLocale, useTranslations } from "next-intl";
import { api, ApiError, type ApiEnvelope } from "@/lib/client/api";
import { firstIssue } from "@/lib/validation/first-issue";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "./toast";

/**
 * Validates with the shared zod schema (first failing rule → error toast, SPEC §5), then calls the API.
 * Business errors show the server's localized msg; network failures the spec's network message.
 */
export function useFormAction() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const validate = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
      const r = schema.safeParse(values);
      if (r.success) return r.data;
      const { key, values: v } = firstIssue(r.error);
      toast.show("error", t(key, v));
      return null;
    },
    [t, toast],
  );

  const call = useCallback(
    async <T = unknown>(
      path: string,
      options: {
        method?: "GET" | "POST" | "PUT";
        query?: Record<string, string>;
        body?: unknown;
        quiet9199?: boolean;
        /** Sees a refusal after its message was shown (e.g. to reveal a field the server now asks for). */
        onError?: (error: ApiError) => void;
      },
    ): Promise<ApiEnvelope<T> | null> => {
      setBusy(true);
      try {
        const { method, query, body } = options;
        return await api<T>(path, { method, query, body, locale });
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.code === 0 || !error.message) toast.show("error", t("spec.networkError"));
          else if (error.code !== 401 && !(error.code === 9199 && options.quiet9199))
            toast.show("warning", error.message);
          options.onError?.(error);
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [locale, t, toast],
  );

  return { validate, call, busy, toast, t, locale };
}
