"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React hydrates what the server rendered (and on the server), true afterwards. Data that can
 * arrive on the client before a streamed part of the page hydrates (the day's rate) is shown only after, so
 * the first client render matches the server's HTML (React #418 otherwise).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
