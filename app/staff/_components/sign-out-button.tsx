"use client";

import { useRouter } from "next/navigation";
import { useFormAction } from "@/app/_components/use-form-action";

export function SignOutButton() {
  const { call, busy, t } = useFormAction();
  const router = useRouter();
  async function signOut() {
    if (!(await call("/staff/auth/logout", { method: "POST" }))) return;
    // The console's frame reads the session on the server: it renders again, signed out.
    router.replace("/staff/login");
    router.refresh();
  }
  return (
    <button
      type="button"
      className="rounded border border-slate-500 px-3 py-1 text-sm"
      disabled={busy}
      onClick={signOut}
    >
      {t("staff.signOut")}
    </button>
  );
}
