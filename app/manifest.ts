import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

/** The web app manifest: the shop can be added to a phone's home screen (issue 12), named in the reader's language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("app");
  return {
    name: `${t("name")} | ${t("tagline")}`,
    short_name: t("name"),
    description: t("tagline"),
    start_url: "/ws-home",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#c2410c",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
