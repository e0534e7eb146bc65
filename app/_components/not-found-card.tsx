import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";

/** "This page does not exist", and the one way back: the shop's home, or the console's dashboard. */
export async function NotFoundCard({
  back,
  testId,
}: {
  back: { href: string; label: string };
  testId?: string;
}) {
  const t = await getTranslations("notFound");
  return (
    <section className="card mx-auto mt-10 max-w-md text-center" data-testid={testId}>
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="mt-3 text-lg font-semibold">{t("title")}</h1>
      <p className="mt-1 text-sm text-slate-500">{t("text")}</p>
      <Link href={back.href} className="btn-primary mt-6 inline-block w-auto">
        {back.label}
      </Link>
    </section>
  );
}
