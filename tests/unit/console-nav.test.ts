import { describe, expect, it } from "vitest";
import { CONSOLE_MENU } from "@/app/staff/_components/console-menu";
import { currentEntry, foldsOnPhone } from "@/app/staff/_components/console-nav";
import { can, STAFF_ROLES, type StaffRole } from "@/lib/staff/roles";

const menu = [
  "/staff",
  "/staff/receiving",
  "/staff/receiving/unmatched",
  "/staff/finance/topups",
  "/staff/account",
];

describe("currentEntry", () => {
  it("marks the dashboard only on the dashboard", () => {
    expect(currentEntry(menu, "/staff")).toBe("/staff");
    expect(currentEntry(menu, "/staff/orders/12")).toBeUndefined();
  });
  it("marks the longest entry a page lies under", () => {
    expect(currentEntry(menu, "/staff/receiving")).toBe("/staff/receiving");
    expect(currentEntry(menu, "/staff/receiving/unmatched")).toBe("/staff/receiving/unmatched");
    expect(currentEntry(menu, "/staff/finance/topups/7")).toBe("/staff/finance/topups");
  });
  it("does not take a longer name for a page under an entry", () => {
    expect(currentEntry(menu, "/staff/accounts")).toBeUndefined();
  });
});

describe("foldsOnPhone", () => {
  const menuOf = (roles: StaffRole[]) => CONSOLE_MENU.filter((entry) => can(roles, entry.permission));
  it("keeps the warehouse floor's menus whole, one tap to each desk", () => {
    expect(foldsOnPhone(menuOf(["warehouse"]).length)).toBe(false);
    expect(foldsOnPhone(menuOf(["warehouse", "purchaser"]).length)).toBe(false);
    expect(foldsOnPhone(menuOf(["purchaser"]).length)).toBe(false);
  });
  it("folds the owner's and finance's long menus", () => {
    expect(foldsOnPhone(menuOf(["owner"]).length)).toBe(true);
    expect(foldsOnPhone(menuOf(["finance"]).length)).toBe(true);
    expect(foldsOnPhone(menuOf([...STAFF_ROLES]).length)).toBe(true);
  });
});
