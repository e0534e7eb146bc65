"use client";

import { useTranslations } from "next-intl";
import { staffDefectsPhoto } from "@/lib/client/endpoints";
import type { UploadedFileRef } from "@/lib/client/upload";
import { DeskPhoto } from "../_components/desk-photo";

/** The photo of the pieces returned or destroyed: the completion gives it to the seller. */
export function DonePhoto(props: {
  value: UploadedFileRef | null;
  onChange: (file: UploadedFileRef | null) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("staff.defects");
  return (
    <DeskPhoto
      {...props}
      endpoint={staffDefectsPhoto.path}
      texts={{
        label: t("photo"),
        take: t("photoTake"),
        busy: t("photoBusy"),
        remove: t("photoRemove"),
        hint: t("photoSeller"),
      }}
    />
  );
}
