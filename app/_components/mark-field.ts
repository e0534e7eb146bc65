/**
 * SPEC §5 shows the first failing rule as a toast; issue 12 also marks its field: the input named like
 * the rule's path (in the form being used, else the page) gets aria-invalid and the focus, until the seller
 * changes it. Fields are found by name, so every form gets this without wiring.
 */
export function markInvalidField(path: string) {
  const name = path.split(".")[0];
  if (!name || name === "-" || typeof document === "undefined") return;
  const scope = document.activeElement?.closest("form") ?? document;
  const field = scope.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!field) return;
  field.setAttribute("aria-invalid", "true");
  field.focus({ preventScroll: false });
  const clear = () => field.removeAttribute("aria-invalid");
  field.addEventListener("input", clear, { once: true });
  field.addEventListener("change", clear, { once: true });
}
