import { getTranslations } from "next-intl/server";
import { NotFoundCard } from "@/app/_components/not-found-card";

export default async function NotFoundPage() {
  const t = await getTranslations("notFound");
  return <NotFoundCard back={{ href: "/ws-home", label: t("home") }} />;
}
