"use client";

import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { exchange, pathOf, type EndpointOf, type Exchange, type Routed } from "@/lib/client/endpoint";
import type { RequestOf } from "@/lib/api/contract/endpoint";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Checked, Schema, SchemaLoader } from "@/lib/inputs/schema-check";
import type { Locale } from "@/lib/i18n/locales";
import { formScope, markInvalidField } from "./mark-field";
import { useToast } from "./toast";
import { useSchemaCheck } from "./use-schema-check";

type SendOptions = {
  quiet9199?: boolean;
  /** Sees a refusal after its message was shown (e.g. to reveal a field the server now asks for). */
  onError?: (error: ApiError) => void;
  /** Shows no refusal at all (SPEC §8: a failed cart insert shows nothing). */
  silent?: boolean;
};

/**
 * Validates with the shared zod schema (first failing rule → error toast, SPEC §5), then calls the API.
 * The schema comes from a loader (issue 13: zod loads with the first check, not with the page); while it
 * loads, `busy` is true, so the form cannot be sent twice.
 * SPEC §8: business errors show the server's localized msg as a warning; HTTP-level errors are only logged
 * (lib/client/api.ts); a failed read shows the network message, a failed submit the commit-failure one.
 */
export function useFormAction() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [calling, setCalling] = useState(false);
  const { run, checking } = useSchemaCheck();

  const validate = useCallback(
    async <S extends Schema>(load: SchemaLoader<S>, values: unknown): Promise<Checked<S> | null> => {
      // Read before waiting: the field to mark is looked for in the form being used now.
      const scope = formScope();
      const r = await run(load, values);
      if (!r) return null;
      if (r.ok) return r.data;
      const { key, values: v } = r.issue;
      toast.show("error", t(key, v));
      markInvalidField(String(v.field), scope);
      return null;
    },
    [run, t, toast],
  );

  /** Shows a refusal as SPEC §8 says (above). */
  const refused = useCallback(
    (error: unknown, label: string, submitting: boolean, options: SendOptions) => {
      if (!(error instanceof ApiError)) throw error;
      if (options.silent || error.httpLevel) console.warn("[api]", label, error.code, error.message);
      else if (error.code === NETWORK_ERROR || !error.message)
        toast.show("error", t(submitting ? "spec.commitFailed" : "spec.networkError"));
      else if (error.code !== ENVELOPE.UNAUTHORIZED) toast.show("warning", error.message);
      options.onError?.(error);
    },
    [t, toast],
  );

  /**
   * Calls a declared endpoint (lib/client/endpoints.ts) for a form: the typed answer and the server's
   * message, or null after the refusal was shown.
   */
  const send = useCallback(
    async <R extends Routed>(
      route: R,
      input: RequestOf<EndpointOf<R>>,
      options: SendOptions = {},
    ): Promise<Exchange<R> | null> => {
      setCalling(true);
      try {
        return await exchange(route, input, { locale, quiet9199: options.quiet9199 });
      } catch (error) {
        const label = pathOf(route, (input as { params?: Record<string, unknown> }).params);
        refused(error, label, route.method !== "GET", options);
        return null;
      } finally {
        setCalling(false);
      }
    },
    [locale, refused],
  );

  return { validate, send, busy: calling || checking, toast, t, locale };
}
