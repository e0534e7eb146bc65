"use client";

import { useTranslations } from "next-intl";
import { staffReceivingPhoto } from "@/lib/client/endpoints";
import type { UploadedFileRef } from "@/lib/client/upload";
import { DeskPhoto } from "../../_components/desk-photo";

/** The photo of an unmatched parcel (its label), private to warehouse members. */
export function ParcelPhoto(props: {
  value: UploadedFileRef | null;
  onChange: (file: UploadedFileRef | null) => void;
  disabled?: boolean;
}) {
  const t = useTranslations();
  return (
    <DeskPhoto
      {...props}
      endpoint={staffReceivingPhoto.path}
      texts={{
        label: t("staff.receiving.photo"),
        take: t("staff.receiving.photoTake"),
        retake: t("staff.receiving.photoRetake"),
        busy: t("upload.uploading"),
        remove: t("staff.receiving.photoRemove"),
      }}
    />
  );
}
