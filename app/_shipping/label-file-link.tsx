"use client";

import { useTranslations } from "next-intl";

/** A label file's name, opening the file in a new tab; an unnamed file is called "label file". */
export function LabelFileLink({ label }: { label: { fileUrl: string; name: string | null } }) {
  const t = useTranslations("shipmentPage");
  return (
    <a
      href={label.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-semibold text-brand hover:underline"
    >
      {label.name ?? t("labelFile")}
    </a>
  );
}
