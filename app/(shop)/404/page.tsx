import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";

export default async function NotFoundPage() {
  const t = await getTranslations("notFound");
  return (
    <section className="card mx-auto mt-10 max-w-md text-center">
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="mt-3 text-lg font-semibold">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-500">{t("text")}</p>
      <Link href="/ws-home" className="btn-primary mt-6 inline-block w-auto">
        {t("home")}
      </Link>
    </section>
  );
}
