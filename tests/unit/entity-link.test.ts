import { describe, expect, it } from "vitest";
import { entityHref } from "@/app/staff/_components/entity-link";

describe("entityHref (what an audit row's entity opens)", () => {
  it("an order and a packing list open the console's pages of them, a customer their page", () => {
    expect(entityHref("order", "42")).toBe("/staff/orders/42");
    expect(entityHref("container", "3")).toBe("/staff/containers/3");
    expect(entityHref("customer", "7")).toBe("/staff/customers/7");
  });

  it("a feedback opens the feedback desk searched for its number, answered ones included", () => {
    expect(entityHref("feedback", "12")).toBe("/staff/feedback?q=12&status=all");
  });

  it("a defect and an invoice open through the page that finds where they are now", () => {
    expect(entityHref("problem", "5")).toBe("/staff/open/problem/5");
    expect(entityHref("invoice", "8")).toBe("/staff/open/invoice/8");
  });

  it("an id is one path segment, whatever it holds; a type without a page has no link", () => {
    expect(entityHref("order", "4/2?x")).toBe("/staff/orders/4%2F2%3Fx");
    expect(entityHref("no_such_kind", "3")).toBeNull();
  });
});
