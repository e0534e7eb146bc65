"use client";

import { useTranslations } from "next-intl";
import { staffReceivingPhoto } from "@/lib/client/endpoints";
import { DeskPhoto, type DeskPhotoField } from "../../_components/desk-photo";

/** The photo of an unmatched parcel (its label), private to warehouse members. */
export function ParcelPhoto(props: DeskPhotoField) {
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
