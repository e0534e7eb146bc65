"use client";

import { useTranslations } from "next-intl";
import { ImageViewer } from "../_components/inputs/image-viewer";
import type { Attachment } from "./use-messages";

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
const isImage = (a: Attachment) => IMAGE.test(a.originalFilename) || IMAGE.test(a.url.split("?")[0]);

/** Attachments of a message: images as thumbnails (tap to enlarge), other files as download links. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const t = useTranslations("message");
  if (!attachments.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("attachments")}>
      {attachments.map((a) => (
        <li key={a.url} className="max-w-full">
          {isImage(a) ? (
            <ImageViewer url={a.url} alt={a.originalFilename} className="h-20 w-20" />
          ) : (
            <a
              href={a.url}
              target="_blank"
              rel="noreferrer"
              download={a.originalFilename}
              className="block max-w-60 truncate rounded-lg bg-white/70 px-2 py-1 text-xs text-brand underline ring-1 ring-slate-200"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mr-1 inline h-3.5 w-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M21 12.5l-8.5 8.5a5 5 0 0 1-7-7L14 5.5a3.5 3.5 0 0 1 5 5L10.5 19a2 2 0 0 1-3-3L15 8.5" />
              </svg>
              {a.originalFilename}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
