"use client";

import { useTranslations } from "next-intl";
import { walletTopUpSlip } from "@/lib/client/endpoints";
import { UploadWidget, type UploadedFileRef } from "../_components/upload-widget";
import { useFormAction } from "../_components/use-form-action";
import type { TopUpView } from "./wallet-api";

/**
 * The transfer-slip picker: one PNG, JPEG or PDF through the shared upload widget ("slip" upload list). On
 * the top-up form its hint says the slip can come later, from the top-up history; `inHistory` is that place.
 */
export function SlipField({
  value,
  onChange,
  disabled,
  inHistory,
}: {
  value: UploadedFileRef[];
  onChange: (files: UploadedFileRef[]) => void;
  disabled?: boolean;
  inHistory?: boolean;
}) {
  const t = useTranslations();
  return (
    <div className="text-sm">
      <p className="mb-1">{t("walletPage.slipLabel")}</p>
      <UploadWidget
        modular="slip"
        limit={1}
        value={value}
        disabled={disabled}
        hideHint
        label={t("walletPage.slipChoose")}
        onChange={onChange}
      />
      <p className="mt-1 text-xs text-slate-500">
        {t(inHistory ? "walletPage.slipFiles" : "walletPage.slipHint")}
      </p>
    </div>
  );
}

/** Adds the slip to a waiting bank-transfer top-up (POST /shop/account/topUp/{id}/slip). */
export function SlipUploader({ topUp, onSaved }: { topUp: TopUpView; onSaved: (row: TopUpView) => void }) {
  const { validate, send, busy, toast } = useFormAction();
  async function save(files: UploadedFileRef[]) {
    const file = files[0];
    if (!file) return;
    const ok = await validate(() => import("@/lib/validation/wallet").then((m) => m.ZSlipSave), {
      slipFileUrl: file.url,
    });
    if (!ok) return;
    const res = await send(walletTopUpSlip, { params: { id: topUp.id }, body: ok });
    if (res) {
      toast.show("success", res.msg);
      onSaved(res.answer);
    }
  }
  return <SlipField value={[]} onChange={(files) => void save(files)} disabled={busy} inHistory />;
}
