import type { ReactNode } from "react";

/**
 * The total of a two-column `dl` of amounts: one row across the gap between the columns (a subgrid), so its
 * rule is unbroken where a border on the `dt` and on the `dd` broke at the gap.
 */
export function TotalRow({
  label,
  children,
  large,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  large?: boolean;
  testId?: string;
}) {
  return (
    <div className="col-span-2 grid grid-cols-subgrid border-t border-slate-100 pt-1.5">
      <dt className="font-semibold">{label}</dt>
      <dd className={`text-right font-bold text-brand ${large ? "text-lg" : ""}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
