"use client";

import { useCallback, useEffect, useState } from "react";
import { KEEP_ALIVE } from "@/lib/client/search-cache";

/** What the submit screen keeps while the seller looks elsewhere (adds an address, tops up …). */
export type SubmitForm = {
  counts: Record<number, number>;
  codes: Record<number, { asin: string; fnsku: string; sellerSku: string }>;
  remark: string;
  addressId?: number;
  method: number;
};

const STORAGE_KEY = "keepAlive:cartSubmit";
type Stored = Record<string, { form: SubmitForm; savedAt: number }>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Stored) {
  // SPEC §2/§9: /cart/submit is kept alive, up to 10 views; the newest win.
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, KEEP_ALIVE.maxViews);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full storage only loses the kept form, never the order.
  }
}

/**
 * Form state per set of chosen cart lines, kept in sessionStorage so leaving for another screen and
 * coming back (or reloading) shows the same entries. `forget` drops it once the order is submitted.
 * The caller mounts one instance per `viewKey` (React key). The server render starts from `initial`;
 * the form is only shown once the cart lines have loaded in the browser, so nothing differs at hydration.
 */
export function useKeptForm(viewKey: string, initial: SubmitForm) {
  const [form, setForm] = useState<SubmitForm>(() =>
    typeof window === "undefined" ? initial : (readAll()[viewKey]?.form ?? initial),
  );
  useEffect(() => {
    const all = readAll();
    all[viewKey] = { form, savedAt: Date.now() };
    writeAll(all);
  }, [form, viewKey]);
  const forget = useCallback(() => {
    const all = readAll();
    delete all[viewKey];
    writeAll(all);
  }, [viewKey]);
  return { form, setForm, forget };
}
