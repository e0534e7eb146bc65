import { getTranslations } from "next-intl/server";
import { NotFoundCard } from "@/app/_components/not-found-card";

/**
 * A console page whose record does not exist (an order, a packing list, a thread number typed or outdated): said
 * inside the console, with its menu, and the way back leads to the dashboard, not the seller's home page.
 */
export default async function StaffNotFound() {
  const t = await getTranslations("staff.menu");
  return <NotFoundCard back={{ href: "/staff", label: t("dashboard") }} testId="staff-not-found" />;
}
