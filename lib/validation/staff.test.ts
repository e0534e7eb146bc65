import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "@/lib/codes";
import { MESSAGES } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { firstIssue } from "./first-issue";
import { ZAuditQuery } from "./staff";

const audit = (query: Record<string, string>) =>
  ZAuditQuery.safeParse({ pageNum: "1", pageSize: "20", ...query });

const lookup = (locale: (typeof LOCALES)[number], key: string): unknown =>
  key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], MESSAGES[locale]);

describe("the audit desk's filters (ZAuditQuery)", () => {
  it("refuses a 'to' day before the 'from' day on the 'to' field, with the date-order message", () => {
    const r = audit({ from: "2026-11-20", to: "2026-11-19" });
    expect(r.success).toBe(false);
    expect(firstIssue(r.error!)).toEqual({ key: "validation.dateOrder", values: { field: "to" } });
  });

  it("takes one day as the whole range, either end alone, and no dates at all", () => {
    expect(audit({ from: "2026-11-20", to: "2026-11-20" }).data).toMatchObject({
      from: "2026-11-20",
      to: "2026-11-20",
    });
    expect(audit({ from: "2026-11-20", to: "" }).data).toMatchObject({ from: "2026-11-20", to: undefined });
    expect(audit({ from: "", to: "2026-11-19" }).data).toMatchObject({ from: undefined, to: "2026-11-19" });
    expect(audit({ from: "", to: "" }).success).toBe(true);
  });

  it("takes an action and an entity type of the known lists, and refuses one that is not", () => {
    expect(audit({ action: "staff.enrol", entityType: "staff" }).data).toMatchObject({
      action: "staff.enrol",
      entityType: "staff",
    });
    expect(audit({ action: "", entityType: "" }).data).toMatchObject({
      action: undefined,
      entityType: undefined,
    });
    const unknownAction = audit({ action: "staff.fly" });
    expect(firstIssue(unknownAction.error!)).toEqual({
      key: "validation.invalid",
      values: { field: "action" },
    });
    const unknownEntity = audit({ entityType: "spaceship" });
    expect(firstIssue(unknownEntity.error!)).toEqual({
      key: "validation.invalid",
      values: { field: "entityType" },
    });
  });
});

describe("the audit trail's action and entity lists (lib/codes.ts)", () => {
  it("list each code once", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITY_TYPES).size).toBe(AUDIT_ENTITY_TYPES.length);
  });

  it.each(LOCALES)("name every action and entity type in %s", (locale) => {
    for (const action of AUDIT_ACTIONS)
      expect(lookup(locale, `staff.audit.actions.${action}`), action).toBeTypeOf("string");
    for (const type of AUDIT_ENTITY_TYPES)
      expect(lookup(locale, `staff.audit.entities.${type}`), type).toBeTypeOf("string");
  });
});
