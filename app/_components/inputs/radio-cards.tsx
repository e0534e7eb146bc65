"use client";

import type { ReactNode } from "react";

/** Two choices side by side as cards (air or sea, FBA or an address). */
export function RadioCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={label}>
      {children}
    </div>
  );
}

type Props = {
  name: string;
  checked: boolean;
  onSelect: () => void;
  testId?: string;
  /** a title over a note: the radio sits by the title, and the children set their own weight */
  detailed?: boolean;
  /** less padding, for a form inside a card */
  compact?: boolean;
  children: ReactNode;
};

/** One choice of RadioCards: the whole card picks it, and the chosen one is outlined in the brand colour. */
export function RadioCard({ name, checked, onSelect, testId, detailed, compact, children }: Props) {
  const align = detailed ? "items-start" : "items-center";
  const padding = compact ? "p-2" : "p-3";
  const state = !checked
    ? "border-slate-200"
    : detailed
      ? "border-brand bg-orange-50"
      : "border-brand bg-orange-50 font-semibold";
  return (
    <label className={`flex cursor-pointer ${align} gap-2 rounded-lg border ${padding} text-sm ${state}`}>
      <input
        type="radio"
        name={name}
        className={detailed ? "mt-1 accent-[var(--color-brand)]" : "accent-[var(--color-brand)]"}
        checked={checked}
        onChange={onSelect}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
