"use client";

import { useTranslations } from "next-intl";
import { isImageUrl } from "@/lib/uploads/allowed-types";
import { ImageGallery } from "../_components/inputs/image-viewer";

const extensionOf = (url: string) => (url.split(/[?#]/)[0].split(".").pop() ?? "").toUpperCase();

/** Files the seller attached: pictures open full screen, documents and videos as links. */
export function EvidenceFiles({ urls, alt }: { urls: readonly string[]; alt: string }) {
  const t = useTranslations("problemPage");
  const images = urls.filter(isImageUrl);
  const others = urls.filter((u) => !isImageUrl(u));
  if (!urls.length) return <p className="text-sm text-slate-500">{t("noFiles")}</p>;
  return (
    <div className="flex flex-col gap-2">
      {images.length > 0 && <ImageGallery urls={images} alt={alt} />}
      {others.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {others.map((url, i) => (
            <li key={`${url}-${i}`}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand hover:underline"
              >
                {t("fileLink", { index: i + 1, ext: extensionOf(url) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
