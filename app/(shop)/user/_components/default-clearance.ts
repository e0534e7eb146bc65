"use client";

import { useCallback } from "react";
import { useLocalStorage } from "../../../_components/use-local-storage";
import { useSession } from "../../../_components/session";

/**
 * The clearance person used by default for shipments. The schema has no column for it, so the choice lives
 * in localStorage per customer (`defaultClearancePerson:<customerId>`, docs/decisions.md); the shipment
 * screens read it with this hook.
 */
export function useDefaultClearancePerson(): [number | undefined, (id: number) => void, boolean] {
  const { userInfo } = useSession();
  const [raw, set] = useLocalStorage(`defaultClearancePerson:${userInfo?.id ?? "guest"}`, "");
  const choose = useCallback((id: number) => set(String(id)), [set]);
  const id = Number(raw);
  // Until the profile is loaded the customer id (part of the key) is unknown: `ready` is false.
  return [Number.isInteger(id) && id > 0 ? id : undefined, choose, !!userInfo];
}

/**
 * The person actually in effect: the stored choice while it still exists, else the newest one.
 * While not every page is loaded a stored id is trusted (it may sit on a later page).
 */
export function effectiveClearancePerson(
  storedId: number | undefined,
  rows: { id: number }[],
  complete: boolean,
): number | undefined {
  if (storedId !== undefined && (rows.some((r) => r.id === storedId) || !complete)) return storedId;
  return rows[0]?.id;
}
