import type { Metadata } from "next";
import Link from "@/app/_components/link";
import { getTranslations } from "next-intl/server";

/**
 * The status page of SPEC §2 ("a status page … exists; its path is not shown"): /status?type=<kind>, the
 * result of an account action that ends outside the session — registering, resetting a password, undoing an
 * email change — with what to do next (docs/decisions.md "Screens and guards").
 */
const KINDS = {
  registered: { next: `/login?redirect=${encodeURIComponent("/userCenter")}` },
  passwordReset: { next: "/login" },
  // after the undo link of an email change: every session ended, the owner resets the password
  emailRestored: { next: "/forget" },
} as const;
type Kind = keyof typeof KINDS;

const kindOf = (value: string | string[] | undefined): Kind | null =>
  typeof value === "string" && Object.hasOwn(KINDS, value) ? (value as Kind) : null;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const kind = kindOf((await searchParams).type);
  const t = await getTranslations();
  return { title: kind ? t(`statusPage.${kind}.title`) : t("notFound.title") };
}

export default async function StatusPage({ searchParams }: Props) {
  const kind = kindOf((await searchParams).type);
  const t = await getTranslations();
  if (!kind)
    return (
      <section className="card mx-auto mt-10 max-w-md text-center" data-testid="status-page">
        <h1 className="text-lg font-semibold">{t("spec.pageNotFound")}</h1>
        <Link href="/ws-home" className="btn-primary mt-6 inline-block w-auto">
          {t("notFound.home")}
        </Link>
      </section>
    );
  return (
    <section
      className="card mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center"
      data-testid="status-page"
    >
      <span
        aria-hidden
        className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
      >
        ✓
      </span>
      <h1 className="text-lg font-bold">{t(`statusPage.${kind}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`statusPage.${kind}.text`)}</p>
      <Link href={KINDS[kind].next} className="btn-primary mt-3 w-full">
        {t(`statusPage.${kind}.action`)}
      </Link>
      <Link href="/ws-home" className="text-sm text-brand hover:underline">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
