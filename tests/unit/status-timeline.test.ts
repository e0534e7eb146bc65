import { createElement, type ComponentProps, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { StatusTimeline, type TimelineActor } from "@/app/_components/status-timeline";
import { useStaffActorLabel } from "@/app/staff/_components/use-staff-actor-label";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

/** The provider, its children given as createElement's third argument. */
const Provider = NextIntlClientProvider as ComponentType<
  Omit<ComponentProps<typeof NextIntlClientProvider>, "children">
>;

/**
 * Who made each step of an order's or a packing list's timeline, in the reader's register (docs/glossary.md
 * "People"): the seller reads their own steps as お客様 / "You" and the agent's as 代行スタッフ; the console reads
 * the customer (顧客 / Customer) and a staff member (スタッフ / Staff member).
 */
const ACTORS: TimelineActor[] = ["customer", "system", "operator"];
const entries = [
  ...ACTORS.map((actor, i) => ({
    fromStatus: i === 0 ? null : i,
    toStatus: i + 1,
    actor,
    note: null,
    staffName: actor === "operator" ? "李 娜" : null,
    createTime: "2026-01-05T03:04:05.000Z",
  })),
  // a value outside docs/order-lifecycle.md shows as it came
  { fromStatus: 3, toStatus: 4, actor: "cli", note: null, createTime: "2026-01-05T03:04:05.000Z" },
];

/** The actor of each step as a reader in `locale` sees it, on the seller's pages or the console's. */
function actorsShown(locale: Locale, reader: "seller" | "staff"): string[] {
  function Timeline() {
    const staffLabel = useStaffActorLabel();
    return createElement(StatusTimeline, {
      entries,
      label: (status: number) => `#${status}`,
      testId: "timeline",
      actorLabel: reader === "staff" ? staffLabel : undefined,
    });
  }
  const html = renderToStaticMarkup(
    createElement(
      Provider,
      { locale, messages: MESSAGES[locale], timeZone: "Asia/Tokyo" },
      createElement(Timeline),
    ),
  );
  return [...html.matchAll(/data-testid="timeline-actor">([^<]*)</g)].map((m) => m[1]);
}

const SELLER: Record<Locale, string[]> = {
  ja: ["お客様", "システム", "代行スタッフ"],
  "zh-cn": ["客户", "系统", "代购工作人员"],
  "en-us": ["You", "System", "Agent staff"],
  ko: ["고객", "시스템", "대행 직원"],
};
const STAFF: Record<Locale, string[]> = {
  ja: ["顧客", "システム", "スタッフ"],
  "zh-cn": ["客户", "系统", "员工"],
  "en-us": ["Customer", "System", "Staff member"],
  ko: ["고객", "시스템", "직원"],
};

describe("the status timeline's actors", () => {
  it.each(LOCALES)("the seller's pages keep the seller's own words (%s)", (locale) => {
    expect(actorsShown(locale, "seller")).toEqual([...SELLER[locale], "cli"]);
  });

  it.each(LOCALES)("the console names them in the staff's words (%s)", (locale) => {
    expect(actorsShown(locale, "staff")).toEqual([...STAFF[locale], "cli"]);
  });

  it("the console never calls the customer お客様 or “You”", () => {
    for (const locale of LOCALES) {
      const [customer] = actorsShown(locale, "staff");
      expect(["お客様", "You"]).not.toContain(customer);
    }
  });
});
