"use client";

import { useRouter } from "next/navigation";
import { staffLogout } from "@/lib/client/endpoints";
import { useFormAction } from "@/app/_components/use-form-action";

export function SignOutButton() {
  const { send, busy, t } = useFormAction();
  const router = useRouter();
  async function signOut() {
    if (!(await send(staffLogout, {}))) return;
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
