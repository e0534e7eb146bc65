"use client";

import { useId, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { staffInspectionPhoto } from "@/lib/client/endpoints";
import { uploadFile } from "@/lib/client/upload";
import { ENVELOPE } from "@/lib/envelope-codes";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "@/app/_components/toast";

/** Longest side of a photo after the phone shrinks it: defects stay visible, the upload stays small. */
const LONG_SIDE = 1600;
const QUALITY = 0.82;
/** ZInspection takes at most 9 photos per line and per defect. */
export const MAX_PHOTOS = 9;

/**
 * A camera photo scaled so its longer side is at most LONG_SIDE px, as JPEG (a portrait photo is limited by its
 * height, which a width-only resize would leave at full size). What the browser cannot decode goes as it is;
 * the server checks the real type.
 */
async function shrink(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    if (!blob) return file;
    const base = file.name.replace(/\.[^.]*$/, "") || "photo";
    return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}

/**
 * Photos taken with the phone's rear camera (several at once where the phone allows; a file chooser elsewhere),
 * shrunk on the phone and uploaded one by one to the inspection desk's own endpoint (private to warehouse
 * members until the inspection gives them to the order's seller).
 */
export function PhotoPicker({
  label,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(0);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = [...(e.target.files ?? [])].slice(0, MAX_PHOTOS - value.length);
    e.target.value = "";
    if (!picked.length) return;
    setBusy(picked.length);
    const urls = [...value];
    try {
      for (const original of picked) {
        const file = await shrink(original);
        urls.push(
          (
            await uploadFile(file, file.name, {
              modular: "shopmall",
              locale,
              endpoint: staffInspectionPhoto.path,
            })
          ).url,
        );
        onChange([...urls]);
        setBusy((n) => n - 1);
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ENVELOPE.UNAUTHORIZED) {
        const known = error instanceof ApiError && error.code !== NETWORK_ERROR && error.message;
        toast.show(known ? "warning" : "error", known ? error.message : t("spec.uploadFailed"));
      }
    } finally {
      setBusy(0);
    }
  }

  const full = value.length >= MAX_PHOTOS;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={testId}>
      <span>
        {label} ({value.length}/{MAX_PHOTOS})
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {value.map((url) => (
          <span key={url} className="relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private upload, served by /uploads */}
            <img src={url} alt="" className="h-16 w-16 rounded object-cover" />
            <button
              type="button"
              className="absolute -right-1 -top-1 h-6 w-6 rounded-full bg-slate-900 text-xs text-white"
              aria-label={t("staff.inspection.photoRemove")}
              disabled={disabled || busy > 0}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </span>
        ))}
        <label
          htmlFor={inputId}
          className={`btn-secondary w-auto cursor-pointer ${disabled || busy > 0 || full ? "pointer-events-none opacity-60" : ""}`}
        >
          {busy > 0 ? t("staff.inspection.uploading", { count: busy }) : t("staff.inspection.photoTake")}
        </label>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          accept="image/*"
          capture="environment"
          multiple
          aria-label={label}
          disabled={disabled || busy > 0 || full}
          onChange={(e) => void onPick(e)}
        />
      </div>
    </div>
  );
}
