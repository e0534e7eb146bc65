import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getCustomerContainer } from "@/lib/customers/staff-view";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { packingStepOf } from "@/lib/shipping/packing-steps";
import { requireStaff } from "@/lib/staff/page-staff";
import { can } from "@/lib/staff/roles";
import { ZDbId } from "@/lib/validation/rules";
import { ScreenMessages } from "../../../_components/screen-messages";
import { ContainerScreen, type StaffContainer } from "./container-screen";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())("staff.containers.title") };
}

/** One packing list as its seller sees it, for whoever may read customers (docs/staff.md "Customers desk"). */
export default async function StaffContainerPage({ params }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff("customers.read", `/staff/containers/${encodeURIComponent(raw)}`);
  const id = ZDbId.safeParse(raw);
  if (!id.success) notFound();
  const container = await getCustomerContainer(id.data, (await getLocale()) as Locale).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  });
  if (!container) notFound();
  // Where the packing desk works on it now, and its label files, for a member who works there.
  const packs = can(staff.roles, "shipping.work");
  const step = packingStepOf(container.status);
  const deskHref =
    step && packs ? `/staff/packing?step=${step}&q=${encodeURIComponent(container.containerNo)}` : null;
  return (
    <ScreenMessages screen="staff/containers/[id]/page">
      <ContainerScreen
        container={JSON.parse(JSON.stringify(container)) as StaffContainer}
        deskHref={deskHref}
        openFiles={packs}
      />
    </ScreenMessages>
  );
}
