"use client";

import { useId, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { resizeImage, uploadFile, type UploadedFileRef } from "@/lib/client/upload";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "@/app/_components/toast";

/** Long side of a desk photo once the phone shrinks it: labels stay legible, the upload small. */
const PHOTO_WIDTH = 1600;
const PHOTO_QUALITY = 0.8;

/** What the photo field says, already in the member's language. `retake` and `hint` are optional. */
export type DeskPhotoTexts = {
  label: string;
  take: string;
  retake?: string;
  busy: string;
  remove: string;
  hint?: string;
};

/** The photo a desk's form holds: none yet, or the upload; what the desks that wrap DeskPhoto are given. */
export type DeskPhotoField = {
  value: UploadedFileRef | null;
  onChange: (file: UploadedFileRef | null) => void;
  disabled?: boolean;
};

/**
 * One photo taken at a warehouse desk with the phone's rear camera (a file chooser elsewhere), shrunk on the
 * phone, then uploaded to the desk's own endpoint (private to the members who may use the desk).
 */
export function DeskPhoto({
  endpoint,
  texts,
  value,
  onChange,
  disabled,
}: DeskPhotoField & { endpoint: string; texts: DeskPhotoTexts }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = e.target.files?.[0];
    e.target.value = "";
    if (!picked) return;
    setBusy(true);
    try {
      const file = await resizeImage(picked, PHOTO_WIDTH, PHOTO_QUALITY);
      onChange(await uploadFile(file, file.name, { modular: "shopmall", locale, endpoint }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ENVELOPE.UNAUTHORIZED) {
        const known = error instanceof ApiError && error.code !== NETWORK_ERROR && error.message;
        toast.show(known ? "warning" : "error", known ? error.message : t("spec.uploadFailed"));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1 text-sm">
      <span>{texts.label}</span>
      <div className="flex items-center gap-3">
        {value && (
          // eslint-disable-next-line @next/next/no-img-element -- the desk's private upload
          <img src={value.url} alt={texts.label} className="h-24 w-24 rounded object-cover" />
        )}
        <label
          htmlFor={inputId}
          className={`btn-secondary w-auto cursor-pointer ${disabled || busy ? "pointer-events-none opacity-60" : ""}`}
        >
          {busy ? texts.busy : value && texts.retake ? texts.retake : texts.take}
        </label>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept="image/png,image/jpeg"
          capture="environment"
          aria-label={texts.take}
          disabled={disabled || busy}
          onChange={(e) => void onPick(e)}
        />
        {value && (
          <button
            type="button"
            className="text-sm text-slate-600 underline"
            disabled={disabled || busy}
            onClick={() => onChange(null)}
          >
            {texts.remove}
          </button>
        )}
      </div>
      {texts.hint && <span className="text-xs text-slate-500">{texts.hint}</span>}
    </div>
  );
}
