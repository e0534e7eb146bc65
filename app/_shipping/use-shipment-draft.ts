"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSession } from "../_components/session";
import { newIdempotencyKey } from "../_orders/order-api";
import { emptyDraft, parseDraft, type ShipmentDraft } from "./shipment-draft";

const EVENT = "shipment-draft";

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The draft's place in sessionStorage: per tab and per customer, so another login never sees it. */
export const draftStorageKey = (customerId: number | undefined) => `shipmentDraft:${customerId ?? "guest"}`;

/**
 * The one shipment draft of this tab (SPEC §2: /shipment is kept alive), shared by /apply-goods,
 * /shipment, /changeAddress and /changePersonAddress and kept across reloads and back navigation.
 * `ready` is false until the customer is known (the storage key names them).
 */
export function useShipmentDraft() {
  const { userInfo } = useSession();
  const key = draftStorageKey(userInfo?.id);
  const raw = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(key),
    () => null,
  );
  // A new draft gets its idempotency key once; it is stored with the first change.
  const draft = useMemo(() => parseDraft(raw) ?? emptyDraft(newIdempotencyKey()), [raw]);

  /** Applies a change to the stored draft as it is now (not a render's copy), so quick changes add up. */
  const update = useCallback(
    (change: (d: ShipmentDraft) => ShipmentDraft) => {
      const current = parseDraft(sessionStorage.getItem(key)) ?? draft;
      sessionStorage.setItem(key, JSON.stringify(change(current)));
      window.dispatchEvent(new Event(EVENT));
    },
    [key, draft],
  );

  /** After the packing list exists: the next shipment starts empty, with a new key. */
  const clear = useCallback(() => {
    sessionStorage.removeItem(key);
    window.dispatchEvent(new Event(EVENT));
  }, [key]);

  return { draft, update, clear, ready: !!userInfo };
}
