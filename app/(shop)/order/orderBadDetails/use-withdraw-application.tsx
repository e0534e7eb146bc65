"use client";

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { problemCancel } from "@/lib/client/endpoints";
import { useFormAction } from "../../../_components/use-form-action";
import { ConfirmDialog } from "../../user/_components/confirm-dialog";
import { problemsChanged } from "../../../_problems/problem-api";

/**
 * Withdrawing an application the agent has not started on, confirmed first: the problem waits for a
 * choice again. Returns `ask` for the button and the `dialog` to render.
 */
export function useWithdrawApplication(problemId: number) {
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    const res = await send(problemCancel, { body: { problemId } });
    setAsking(false);
    if (res) toast.show("success", res.msg);
    await problemsChanged(queryClient);
  }

  const dialog = asking && (
    <ConfirmDialog
      message={t("problemPage.withdrawConfirm")}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsking(false)}
    />
  );
  return { ask: () => setAsking(true), dialog, busy };
}
