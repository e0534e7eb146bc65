/**
 * A desk card's button that opens and closes the work panel under it. Every desk draws it the same, full width
 * on the phone, and says whether the panel is open (`aria-expanded`) to screen readers and the e2e tests.
 */
export function WorkPanelToggle({
  open,
  onToggle,
  openLabel,
  closeLabel,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  openLabel: string;
  closeLabel: string;
}) {
  return (
    <button
      type="button"
      className="btn-secondary w-full sm:w-auto sm:self-start"
      aria-expanded={open}
      onClick={() => onToggle(!open)}
    >
      {open ? closeLabel : openLabel}
    </button>
  );
}
