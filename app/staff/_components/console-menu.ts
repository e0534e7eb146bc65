import type { Permission } from "@/lib/staff/roles";

/**
 * The console's menu: each entry shows only to members whose roles allow its action (lib/staff/roles.ts).
 * `floor`: a desk the warehouse works on a phone with a scanner, kept in view when a long menu folds there.
 */
export const CONSOLE_MENU: { href: string; label: string; permission: Permission; floor?: true }[] = [
  { href: "/staff", label: "staff.menu.dashboard", permission: "dashboard.view" },
  { href: "/staff/team", label: "staff.menu.team", permission: "staff.manage" },
  { href: "/staff/audit", label: "staff.menu.audit", permission: "audit.read" },
  { href: "/staff/purchase", label: "staff.menu.purchase", permission: "purchase.work" },
  { href: "/staff/receiving", label: "staff.menu.receiving", permission: "warehouse.work", floor: true },
  {
    href: "/staff/receiving/unmatched",
    label: "staff.menu.unmatched",
    permission: "warehouse.work",
    floor: true,
  },
  { href: "/staff/inspection", label: "staff.menu.inspection", permission: "warehouse.work", floor: true },
  { href: "/staff/defects", label: "staff.menu.defects", permission: "defects.work" },
  { href: "/staff/packing", label: "staff.menu.packing", permission: "shipping.work", floor: true },
  { href: "/staff/finance/topups", label: "staff.finance.menu.topUps", permission: "topups.review" },
  {
    href: "/staff/finance/withdrawals",
    label: "staff.finance.menu.withdrawals",
    permission: "withdrawals.pay",
  },
  { href: "/staff/finance/adjust", label: "staff.finance.menu.adjust", permission: "balance.adjust" },
  { href: "/staff/finance/ledger", label: "staff.finance.menu.ledger", permission: "ledger.read" },
  { href: "/staff/finance/rate", label: "staff.finance.menu.rate", permission: "rate.set" },
  {
    href: "/staff/finance/invoices",
    label: "staff.finance.menu.invoices",
    permission: "invoice.correct",
  },
  { href: "/staff/customers", label: "staff.menu.customers", permission: "customers.read" },
  { href: "/staff/messages", label: "staff.menu.messages", permission: "messages.reply" },
  { href: "/staff/feedback", label: "staff.menu.feedback", permission: "feedback.reply" },
  { href: "/staff/content", label: "staff.menu.content", permission: "content.edit" },
  { href: "/staff/jobs", label: "staff.menu.jobs", permission: "jobs.manage" },
  { href: "/staff/account", label: "staff.menu.account", permission: "account.own" },
];
