"use client";

import { useCallback, useState } from "react";
import type { z } from "zod";
import { useLocale, useTranslations } from "next-intl";
import { api, ApiError, NETWORK_ERROR, type ApiEnvelope } from "@/lib/client/api";
import { ENVELOPE } from "@/lib/errors";
import { firstIssue } from "@/lib/validation/first-issue";
import type { Locale } from "@/lib/i18n/locales";
import { markInvalidField } from "./mark-field";
import { useToast } from "./toast";

/**
 * Validates with the shared zod schema (first failing rule → error toast, SPEC §5), then calls the API.
 * SPEC §8: business errors show the server's localized msg as a warning; HTTP-level errors are only logged
 * (lib/client/api.ts); a failed read shows the network message, a failed submit the commit-failure one.
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
      markInvalidField(String(v.field));
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
        /** Shows no refusal at all (SPEC §8: a failed cart insert shows nothing). */
        silent?: boolean;
      },
    ): Promise<ApiEnvelope<T> | null> => {
      setBusy(true);
      try {
        const { method, query, body, quiet9199 } = options;
        return await api<T>(path, { method, query, body, locale, quiet9199 });
      } catch (error) {
        if (error instanceof ApiError) {
          const submitting = (options.method ?? "GET") !== "GET";
          if (options.silent || error.httpLevel) console.warn("[api]", path, error.code, error.message);
          else if (error.code === NETWORK_ERROR || !error.message)
            toast.show("error", t(submitting ? "spec.commitFailed" : "spec.networkError"));
          else if (error.code !== ENVELOPE.UNAUTHORIZED) toast.show("warning", error.message);
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
