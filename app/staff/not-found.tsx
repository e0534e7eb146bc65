import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";

/**
 * A console page whose record does not exist (an order, a packing list, a thread number typed or outdated): said
 * inside the console, with its menu, and the way back leads to the dashboard, not the seller's home page.
 */
export default async function StaffNotFound() {
  const t = await getTranslations();
  return (
    <section className="card mx-auto mt-10 max-w-md text-center" data-testid="staff-not-found">
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="mt-3 text-lg font-semibold">{t("notFound.title")}</h1>
      <p className="mt-1 text-sm text-slate-500">{t("notFound.text")}</p>
      <Link href="/staff" className="btn-primary mt-6 inline-block w-auto">
        {t("staff.menu.dashboard")}
      </Link>
    </section>
  );
}
