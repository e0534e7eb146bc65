import type { Permission } from "@/lib/staff/roles";

/** The console's menu: each entry shows only to members whose roles allow its action (lib/staff/roles.ts). */
export const CONSOLE_MENU: { href: string; label: string; permission: Permission }[] = [
  { href: "/staff", label: "staff.menu.dashboard", permission: "dashboard.view" },
  { href: "/staff/team", label: "staff.menu.team", permission: "staff.manage" },
  { href: "/staff/audit", label: "staff.menu.audit", permission: "audit.read" },
  { href: "/staff/customers", label: "staff.menu.customers", permission: "customers.read" },
  { href: "/staff/jobs", label: "staff.menu.jobs", permission: "jobs.manage" },
  { href: "/staff/content", label: "staff.menu.content", permission: "content.edit" },
  { href: "/staff/account", label: "staff.menu.account", permission: "account.own" },
];
