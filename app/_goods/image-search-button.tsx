"use client";

import { useId, useState, type ChangeEvent } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { ApiError, NETWORK_ERROR } from "@/lib/client/api";
import { ENVELOPE } from "@/lib/envelope-codes";
import { acceptOf } from "@/lib/uploads/allowed-types";
import type { Locale } from "@/lib/i18n/locales";
import { useSignIn } from "../_components/session";
import { useToast } from "../_components/toast";

/** Image-search photos are the one kind of upload anyone may see (docs/decisions.md "Private files"). */
const MODULAR = "search";
/**
 * Phone photos are scaled down before upload, but not to the spec's 180 px thumbnail size: the
 * similarity hash needs the picture's detail, and a 180 px JPEG at quality 0.6 no longer finds the
 * photographed product first.
 */
const SEARCH_IMAGE_WIDTH = 800;
const SEARCH_IMAGE_QUALITY = 0.9;

/**
 * Image search: the photo is checked (SPEC §5 types and size), scaled down when large, uploaded to POST /aliyun/oss/upload and the ranked results open in /search-details?imgUrl=…
 * Uploading needs an account, so a visitor is sent to login first and comes back here.
 */
export function ImageSearchButton({ platform }: { platform: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { isLogin } = useSignIn();
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setBusy(true);
    try {
      // Checking, scaling and uploading a photo start when one is picked: loaded then, not with every page.
      const [{ checkUploadCandidate }, { resizeImage, uploadFile }] = await Promise.all([
        import("@/lib/uploads/upload-candidate"),
        import("@/lib/client/upload"),
      ]);
      const check = checkUploadCandidate(MODULAR, file);
      if (!check.ok) {
        toast.show("error", t(check.issue.key, check.issue.values));
        return;
      }
      const small = await resizeImage(file, SEARCH_IMAGE_WIDTH, SEARCH_IMAGE_QUALITY);
      const uploaded = await uploadFile(small, small.name, { modular: MODULAR, locale });
      router.push(`/search-details?${new URLSearchParams({ imgUrl: uploaded.url, platform })}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === ENVELOPE.UNAUTHORIZED) return;
      const known =
        error instanceof ApiError &&
        error.code !== NETWORK_ERROR &&
        error.code !== ENVELOPE.FAULT &&
        error.message;
      toast.show(known ? "warning" : "error", known ? error.message : t("spec.uploadFailed"));
    } finally {
      setBusy(false);
    }
  }

  const className =
    "flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 hover:border-brand hover:text-brand";
  const icon = (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" strokeLinejoin="round" />
    </svg>
  );

  if (!isLogin) {
    const back = pathname + (search ? `?${search}` : "");
    return (
      <button
        type="button"
        className={className}
        onClick={() => router.push(`/login?flag=1&redirect=${encodeURIComponent(back)}`)}
      >
        {icon}
        <span className="hidden sm:inline">{t("search.imageSearch")}</span>
        <span className="sr-only sm:hidden">{t("search.imageSearch")}</span>
      </button>
    );
  }
  return (
    <>
      <label
        htmlFor={inputId}
        className={`${className} cursor-pointer ${busy ? "pointer-events-none opacity-60" : ""}`}
      >
        {icon}
        <span className="hidden sm:inline">
          {busy ? t("search.imageUploading") : t("search.imageSearch")}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        className="sr-only"
        accept={acceptOf(MODULAR)}
        aria-label={t("search.imageSearch")}
        disabled={busy}
        onChange={(e) => void onPick(e)}
      />
    </>
  );
}
