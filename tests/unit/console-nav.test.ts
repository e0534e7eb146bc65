import { describe, expect, it } from "vitest";
import { currentEntry } from "@/app/staff/_components/console-nav";

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
