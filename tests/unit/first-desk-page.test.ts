import { beforeEach, describe, expect, it, vi } from "vitest";
import { staffDefectsProblems } from "@/lib/api/endpoints/staffDefects";
import type { StaffContext } from "@/lib/staff/session";

// The page's staff member and language, as a console page being rendered has them.
const member = vi.hoisted(() => ({ current: null as Partial<StaffContext> | null }));
vi.mock("@/lib/staff/page-staff", () => ({ pageStaff: async () => member.current }));
vi.mock("next-intl/server", () => ({ getLocale: async () => "ja" }));

const { firstDeskPage } = await import("@/app/staff/_components/first-desk-page");

const asWarehouse = { id: 1, roles: ["warehouse"] };
const asFinance = { id: 2, roles: ["finance"] };
const page = { total: 1, rows: [{ id: 7, createdAt: new Date("2026-11-27T01:02:03Z") }] };

describe("a desk's first page with its page", () => {
  beforeEach(() => {
    member.current = null;
  });

  it("reads the endpoint's first page for the filters, as the answer travels", async () => {
    member.current = asWarehouse;
    const list = vi.fn(async () => page);
    const first = await firstDeskPage(staffDefectsProblems, { step: "return", q: "" }, list);
    expect(list).toHaveBeenCalledWith({ step: "return", pageNum: 1, pageSize: 20 }, expect.any(Function));
    expect(first).toEqual({ total: 1, rows: [{ id: 7, createdAt: "2026-11-27T01:02:03.000Z" }] });
  });

  it("reads nothing for a member the endpoint's permission leaves out, or without a member", async () => {
    const list = vi.fn(async () => page);
    member.current = asFinance;
    expect(await firstDeskPage(staffDefectsProblems, { step: "quote", q: "" }, list)).toBeUndefined();
    member.current = null;
    expect(await firstDeskPage(staffDefectsProblems, { step: "quote", q: "" }, list)).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
  });

  it("leaves filters the endpoint refuses, and a failed read, to the desk's own read", async () => {
    member.current = asWarehouse;
    const list = vi.fn(async () => page);
    expect(await firstDeskPage(staffDefectsProblems, { step: "nonsense", q: "" }, list)).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
    const failing = vi.fn(async () => Promise.reject(new Error("database gone")));
    expect(await firstDeskPage(staffDefectsProblems, { step: "quote", q: "" }, failing)).toBeUndefined();
  });
});
