"use client";

import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useLocale, useTranslations } from "next-intl";
import { request } from "@/lib/client/endpoint";
import { addressPostalLookup } from "@/lib/client/endpoints";
import type { Json } from "@/lib/api/json";
import type { Locale } from "@/lib/i18n/locales";
import type { PostalAddress } from "@/lib/addresses/postal-codes";
import { commonPart, fillText, planPostalFill, type PostalFill } from "@/lib/addresses/postal-fill";
import { postalCodeDigits } from "@/lib/inputs/postal-code";

/** One answer row of GET /system/new/postal/jp. */
export type PostalMatch = Json<PostalAddress>;

type Status =
  { kind: "filled" | "notFound" | "several" | "failed" } | { kind: "kept"; address: string } | null;

type Values = Record<string, unknown>;

/**
 * Postal code → address on a form (issue 12): when the typed code becomes 7 digits, asks the server and fills
 * the fields `plan` names — only those still empty or still holding what an earlier lookup put there, never
 * one the seller typed in. Several towns: fills what they share (prefecture, city) and offers the choices.
 */
export function usePostalLookup<F extends Values>(
  form: F,
  setForm: Dispatch<SetStateAction<F>>,
  /** the form's values for a lookup result (a field left out is not touched) */
  plan: (fill: PostalFill) => Partial<Record<keyof F & string, string>>,
) {
  const locale = useLocale() as Locale;
  const [status, setStatus] = useState<Status>(null);
  const [choices, setChoices] = useState<PostalMatch[]>([]);
  const [chosen, setChosen] = useState("");
  // Answers arrive after the keystroke that asked: they read the form as it is then, not as it was.
  const latest = useRef({ form, plan });
  useEffect(() => {
    latest.current = { form, plan };
  });
  const autoFilled = useRef<Record<string, string | undefined>>({});
  const asked = useRef<string | null>(null);
  const sequence = useRef(0);

  function apply(fill: PostalFill): Status {
    const { form: base, plan: planOf } = latest.current;
    const wanted = planOf(fill) as Record<string, string>;
    if (Object.keys(wanted).length === 0) return null;
    const { patch, kept } = planPostalFill(base, wanted, autoFilled.current);
    Object.assign(autoFilled.current, patch);
    setForm((prev) => {
      const next: Values = { ...prev };
      // A field the seller changed since `base` was read stays as typed.
      for (const [key, value] of Object.entries(patch)) if (prev[key] === base[key]) next[key] = value;
      return next as F;
    });
    return kept.length > 0 ? { kind: "kept", address: fillText(fill) } : { kind: "filled" };
  }

  async function onPostalCode(value: string) {
    const digits = postalCodeDigits(value);
    if (digits === asked.current) return;
    asked.current = digits;
    const mine = ++sequence.current;
    setChoices([]);
    setChosen("");
    setStatus(null);
    if (!digits) return;
    let matches: PostalMatch[];
    try {
      matches = await request(addressPostalLookup, { query: { code: digits } }, { locale });
    } catch {
      if (mine !== sequence.current) return;
      asked.current = null; // the next keystroke asks again
      setStatus({ kind: "failed" });
      return;
    }
    if (mine !== sequence.current) return;
    if (matches.length === 0) return setStatus({ kind: "notFound" });
    const done = apply(commonPart(matches));
    if (matches.length === 1) return setStatus(done);
    setChoices(matches);
    setStatus({ kind: "several" });
  }

  function choose(index: string) {
    setChosen(index);
    const match = choices[Number(index)];
    if (index === "" || !match) return;
    setStatus(apply({ ...match }));
  }

  return { status, choices, chosen, onPostalCode, choose };
}

export type PostalLookup = ReturnType<typeof usePostalLookup>;

/** The status line under the postal code (a live region), and the choices when several addresses match. */
export function PostalLookupStatus({ id, lookup }: { id: string; lookup: PostalLookup }) {
  const t = useTranslations("postal");
  const { status, choices, chosen, choose } = lookup;
  const problem = status?.kind === "notFound" || status?.kind === "failed";
  return (
    <>
      <p
        id={id}
        role="status"
        data-testid="postal-status"
        className={`mt-1 text-xs ${problem ? "text-rose-600" : "text-slate-500"}`}
      >
        {status && (status.kind === "kept" ? t("kept", { address: status.address }) : t(status.kind))}
      </p>
      {choices.length > 1 && (
        <label className="mt-1 block text-xs">
          {t("choices")}
          <select
            className="input mt-1"
            data-testid="postal-choices"
            value={chosen}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">{t("choose")}</option>
            {choices.map((m, i) => (
              <option key={`${m.prefectureCode}${m.city}${m.town}`} value={i}>
                {`${m.prefecture}${m.city}${m.town}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
