"use client";

import { useId, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { staffDefectsPhoto } from "@/lib/client/endpoints";
import { resizeImage, uploadFile, type UploadedFileRef } from "@/lib/client/upload";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "@/app/_components/toast";

/** Long side of the photo after the phone shrinks it: the pieces stay recognisable, the upload small. */
const PHOTO_WIDTH = 1600;
const PHOTO_QUALITY = 0.8;

/**
 * One photo of the pieces returned or destroyed, with the phone's rear camera (a file chooser elsewhere), shrunk
 * on the phone and uploaded to the desk's own endpoint; the completion gives it to the seller.
 */
export function DonePhoto({
  value,
  onChange,
  disabled,
}: {
  value: UploadedFileRef | null;
  onChange: (file: UploadedFileRef | null) => void;
  disabled?: boolean;
}) {
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
      onChange(
        await uploadFile(file, file.name, { modular: "shopmall", locale, endpoint: staffDefectsPhoto.path }),
      );
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
      <span>{t("staff.defects.photo")}</span>
      <div className="flex items-center gap-3">
        {value && (
          // eslint-disable-next-line @next/next/no-img-element -- the desk's private upload
          <img src={value.url} alt={t("staff.defects.photo")} className="h-24 w-24 rounded object-cover" />
        )}
        <label
          htmlFor={inputId}
          className={`btn-secondary w-auto cursor-pointer ${disabled || busy ? "pointer-events-none opacity-60" : ""}`}
        >
          {busy ? t("staff.defects.photoBusy") : t("staff.defects.photoTake")}
        </label>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept="image/png,image/jpeg"
          capture="environment"
          aria-label={t("staff.defects.photoTake")}
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
            {t("staff.defects.photoRemove")}
          </button>
        )}
      </div>
      <span className="text-xs text-slate-500">{t("staff.defects.photoSeller")}</span>
    </div>
  );
}
