import { notFound, redirect } from "next/navigation";
import { optionParam } from "@/lib/http/page-params";
import { pageStaff } from "@/lib/staff/page-staff";
import { entityTarget } from "@/lib/staff/entity-target";
import { OPENED_BY_STATE } from "@/lib/staff/names";
import { ZDbId } from "@/lib/validation/rules";

type Props = { params: Promise<{ type: string; id: string }> };

/** An audit row's defect or invoice: sends to the page that shows it now (entity-target.ts). */
export default async function OpenEntityPage({ params }: Props) {
  const { type, id: raw } = await params;
  if (!(await pageStaff()))
    redirect(`/staff/login?redirect=${encodeURIComponent(`/staff/open/${type}/${raw}`)}`);
  const kind = optionParam(OPENED_BY_STATE, type);
  const id = ZDbId.safeParse(raw);
  const target = kind && id.success ? await entityTarget(kind, id.data) : null;
  if (!target) notFound();
  redirect(target);
}
