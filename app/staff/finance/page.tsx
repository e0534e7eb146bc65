import { redirect } from "next/navigation";
import { requireStaff } from "@/lib/staff/page-staff";

/** /staff/finance opens the desk's first queue, the top-ups to review. */
export default async function FinancePage() {
  await requireStaff("topups.review", "/staff/finance");
  redirect("/staff/finance/topups");
}
