/**
 * The one permission table of the staff console (docs/staff.md "Roles"): every staff endpoint names the action
 * it performs, every menu entry and button the action it leads to, and both ask `can()`. A role not listed for
 * an action may neither see nor do it.
 */
export const STAFF_ROLES = ["owner", "purchaser", "warehouse", "finance", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERYONE = STAFF_ROLES;

export const PERMISSIONS = {
  "dashboard.view": EVERYONE,
  "account.own": EVERYONE,
  "staff.manage": ["owner"],
  "audit.read": ["owner"],
  "topups.review": ["owner", "finance"],
  "withdrawals.pay": ["owner", "finance"],
  "balance.adjust": ["owner", "finance"],
  "ledger.read": ["owner", "finance"],
  "rate.set": ["owner", "finance"],
  "customers.read": ["owner", "support", "finance"],
  "customers.status": ["owner", "support"],
  "messages.reply": ["owner", "support"],
  "feedback.reply": ["owner", "support"],
  "content.edit": ["owner", "support"],
  "jobs.manage": ["owner"],
  // the warehouse floor: the purchase desk; receiving, inspection and storage (docs/warehouse.md)
  "purchase.work": ["owner", "purchaser"],
  "warehouse.work": ["owner", "warehouse"],
  // the packing desk (docs/shipping.md "Packing desk"): read and print; the warehouse's steps; the money
  "shipping.work": ["owner", "warehouse", "finance"],
  "shipping.pack": ["owner", "warehouse"],
  "shipping.bill": ["owner", "finance"],
  // the defects desk: the agent's steps of a defect the seller decided (docs/warehouse.md "Defects desk")
  "defects.work": ["owner", "warehouse", "support"],
  // qualified invoices: the finance desk's invoices panel, issuing corrections (docs/invoices.md "Corrections")
  "invoice.correct": ["owner", "finance"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export function can(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
