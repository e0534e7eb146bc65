import { AUDIT_STATUS, REVIEW_STATUS } from "@/lib/codes";

/** Colours of SPEC §3 "status option: label, value, colour, background colour" for the two review lists. */
const REVIEW_TONE: Readonly<Record<number, string>> = {
  [REVIEW_STATUS.AWAITING_TOP_UP]: "bg-amber-100 text-amber-800",
  [REVIEW_STATUS.APPROVED]: "bg-emerald-100 text-emerald-800",
  [REVIEW_STATUS.REJECTED]: "bg-rose-100 text-rose-700",
  [REVIEW_STATUS.CANCELLED]: "bg-slate-100 text-slate-600",
};
const AUDIT_TONE: Readonly<Record<number, string>> = {
  [AUDIT_STATUS.TO_BE_REVIEWED]: "bg-amber-100 text-amber-800",
  [AUDIT_STATUS.SUCCESS]: "bg-emerald-100 text-emerald-800",
  [AUDIT_STATUS.FAILED]: "bg-rose-100 text-rose-700",
  [AUDIT_STATUS.TURNED_DOWN]: "bg-rose-100 text-rose-700",
};

/** A top-up status (REVIEW_STATUS) or, with `audit`, a withdrawal status (AUDIT_STATUS), labelled by the API. */
export function StatusBadge({ status, label, audit }: { status: number; label: string; audit?: boolean }) {
  const tone = (audit ? AUDIT_TONE : REVIEW_TONE)[status] ?? "bg-slate-100 text-slate-600";
  return (
    <span
      data-testid="review-status"
      data-status={status}
      className={`shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      {label}
    </span>
  );
}
