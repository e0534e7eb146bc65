"use client";

import { useRouter } from "next/navigation";
import { accountUndoEmailChange } from "@/lib/client/endpoints";
import { useFormAction } from "../../_components/use-form-action";

export function EmailUndoScreen({ token }: { token: string }) {
  const { send, busy, t } = useFormAction();
  const router = useRouter();

  async function undo() {
    const res = await send(accountUndoEmailChange, { body: { token } });
    if (res) router.replace("/status?type=emailRestored");
  }

  return (
    <section className="card mx-auto mt-10 flex max-w-md flex-col gap-3" data-testid="email-undo">
      <h1 className="text-lg font-bold">{t("emailUndo.title")}</h1>
      {token ? (
        <>
          <p className="text-sm text-slate-600">{t("emailUndo.text")}</p>
          <button type="button" className="btn-primary mt-2" disabled={busy} onClick={undo}>
            {t("emailUndo.action")}
          </button>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("emailUndo.noToken")}</p>
      )}
    </section>
  );
}
