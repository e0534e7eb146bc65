"use client";

import { useTranslations } from "next-intl";
import { staffDefectsPhoto } from "@/lib/client/endpoints";
import { DeskPhoto, type DeskPhotoField } from "../_components/desk-photo";

/** The photo of the pieces returned or destroyed: the completion gives it to the seller. */
export function DonePhoto(props: DeskPhotoField) {
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
