"use client";

import { useTranslations } from "next-intl";
import { LIMITS } from "@/lib/codes";
import { UploadWidget } from "../_components/upload-widget";
import type { Attachment } from "./use-messages";

/**
 * Attachments of a message being written: up to 3 files uploaded through the shared widget (images and
 * documents, the "message" upload list). The server accepts only this customer's own uploads.
 */
export function AttachmentField({
  value,
  onChange,
}: {
  value: Attachment[];
  onChange: (next: Attachment[]) => void;
}) {
  const t = useTranslations("message");
  return (
    <fieldset className="text-sm">
      <legend className="mb-1">{t("attachments")}</legend>
      <UploadWidget
        modular="message"
        limit={LIMITS.uploadCount}
        value={value}
        onChange={onChange}
        label={t("attachmentPick")}
      />
    </fieldset>
  );
}
