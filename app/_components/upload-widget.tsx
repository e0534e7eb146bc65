"use client";

import { useId, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { LIMITS } from "@/lib/codes";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { resizeImage, uploadFile, type UploadedFileRef } from "@/lib/client/upload";
import { ENVELOPE } from "@/lib/envelope-codes";
import {
  DEFAULT_MODULAR,
  UPLOAD_KINDS,
  UPLOAD_SIZE_LIMITS,
  acceptOf,
  allowedExtensions,
  formatBytes,
  isImageUrl,
  kindOfExtension,
  type UploadModular,
} from "@/lib/uploads/allowed-types";
import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import type { Locale } from "@/lib/i18n/locales";
import { useToast } from "./toast";

export type { UploadedFileRef };

export type UploadWidgetProps = {
  /** Which list of SPEC §5 applies (lib/uploads/allowed-types.ts); default "shopmall" (png, jpg, jpeg). */
  modular?: UploadModular;
  /** Most files in `value` (SPEC §9 default 3); choosing more shows the limit warning. */
  limit?: number;
  /** `accept` of the file picker; default: the modular's extensions. */
  accept?: string;
  /** The files uploaded so far (controlled). */
  value: UploadedFileRef[];
  /** Called with the new list after uploads or a removal. */
  onChange: (files: UploadedFileRef[]) => void;
  /** SPEC §5 image optimisation: images wider than 180 px are scaled to 180 px, JPEG quality 0.6. */
  resize?: boolean;
  /** Accessible name of the picker (default "choose file"). */
  label?: string;
  disabled?: boolean;
  /** Hide the "types (up to N files)" line under the tiles. */
  hideHint?: boolean;
  /** Where the files go (default POST /aliyun/oss/upload); the staff console names its own endpoint. */
  endpoint?: string;
};

/** "PNG/JPG/JPEG ≤ 10 MB, MP4/AVI ≤ 50 MB" */
function typesText(modular: UploadModular): string {
  const groups = new Map<string, string[]>();
  for (const ext of allowedExtensions(modular)) {
    const kind = kindOfExtension(ext);
    if (!kind) continue;
    const group = UPLOAD_KINDS[kind].group;
    groups.set(group, [...(groups.get(group) ?? []), ext.toUpperCase()]);
  }
  return [...groups]
    .map(([group, exts]) => `${exts.join("/")} ≤ ${formatBytes(UPLOAD_SIZE_LIMITS[group as "image"])}`)
    .join(", ");
}

/**
 * File upload tiles (SPEC §5): checks extension and size before sending, uploads one file at a time to
 * POST /api/aliyun/oss/upload with the session's token, and reports with the spec's messages (invalid file
 * type, limit warning, upload failure). The server checks the real type again from the bytes.
 */
export function UploadWidget({
  modular = DEFAULT_MODULAR,
  limit = LIMITS.uploadCount,
  accept,
  value,
  onChange,
  resize = false,
  label,
  disabled = false,
  hideHint = false,
  endpoint,
}: UploadWidgetProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const remaining = Math.max(0, limit - value.length);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (!picked.length) return;
    if (picked.length > remaining) {
      toast.show("warning", t("upload.limitExceeded", { limit }));
      return;
    }
    // SPEC §5: the first failing rule shows and stops the action.
    for (const file of picked) {
      const check = checkUploadCandidate(modular, file);
      if (!check.ok) {
        toast.show("error", t(check.issue.key, check.issue.values));
        return;
      }
    }
    setBusy(true);
    const uploaded: UploadedFileRef[] = [];
    try {
      for (const original of picked) {
        const file = resize ? await resizeImage(original) : original;
        try {
          uploaded.push(await uploadFile(file, file.name, { modular, locale, endpoint }));
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== ENVELOPE.UNAUTHORIZED) {
            const known =
              error instanceof ApiError &&
              error.code !== NETWORK_ERROR &&
              error.code !== ENVELOPE.FAULT &&
              error.message;
            toast.show(known ? "warning" : "error", known ? error.message : t("spec.uploadFailed"));
          }
          break;
        }
      }
    } finally {
      setBusy(false);
      if (uploaded.length) onChange([...value, ...uploaded]);
    }
  }

  return (
    <div data-testid="upload-widget" data-modular={modular}>
      <ul className="flex flex-wrap gap-2" aria-label={t("upload.files")}>
        {value.map((f, i) => (
          <li
            key={`${f.url}-${i}`}
            className="relative flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
          >
            {isImageUrl(f.url) ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={f.url} alt={f.originalFilename} className="h-full w-full object-cover" />
            ) : (
              <a
                href={f.url}
                target="_blank"
                rel="noopener noreferrer"
                className="line-clamp-3 break-all p-1 text-center text-[11px] text-slate-700 hover:underline"
              >
                {f.originalFilename}
              </a>
            )}
            <button
              type="button"
              disabled={disabled || busy}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              aria-label={`${t("upload.remove")} ${f.originalFilename}`}
              className="absolute right-0.5 top-0.5 flex h-5 w-5 items-center justify-center rounded-full bg-black/60 text-xs text-white"
            >
              ×
            </button>
          </li>
        ))}
        {remaining > 0 && (
          <li>
            <label
              htmlFor={inputId}
              className={`flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-500 hover:border-brand hover:text-brand ${disabled || busy ? "pointer-events-none opacity-60" : ""}`}
            >
              <span aria-hidden className="text-2xl leading-none">
                +
              </span>
              <span>{busy ? t("upload.uploading") : t("upload.add")}</span>
            </label>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              aria-label={label ?? t("upload.choose")}
              accept={accept ?? acceptOf(modular)}
              multiple={remaining > 1}
              disabled={disabled || busy}
              onChange={(e) => void onPick(e)}
            />
          </li>
        )}
      </ul>
      {!hideHint && (
        <p className="mt-1 text-xs text-slate-500">
          {t("upload.hint", { types: typesText(modular), limit })}
        </p>
      )}
    </div>
  );
}
