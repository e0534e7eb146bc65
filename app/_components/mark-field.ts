/** The form being used (the focused element's), else the page: where markInvalidField looks for the field. */
export function formScope(): ParentNode | null {
  if (typeof document === "undefined") return null;
  return document.activeElement?.closest("form") ?? document;
}

/**
 * SPEC §5 shows the first failing rule as a toast; issue 12 also marks its field: the input named like
 * the rule's path (in the form being used, else the page) gets aria-invalid and the focus, until the seller
 * changes it. Fields are found by name, so every form gets this without wiring. A check that waited (for
 * its schema, issue 13) passes the scope it read when it started, before the focus could move.
 */
export function markInvalidField(path: string, scope: ParentNode | null = formScope()) {
  const name = path.split(".")[0];
  if (!name || name === "-" || !scope) return;
  const field = scope.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  if (!field) return;
  field.setAttribute("aria-invalid", "true");
  field.focus({ preventScroll: false });
  const clear = () => field.removeAttribute("aria-invalid");
  field.addEventListener("input", clear, { once: true });
  field.addEventListener("change", clear, { once: true });
}
