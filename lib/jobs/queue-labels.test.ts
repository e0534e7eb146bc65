import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { QUEUES } from "./queues";

describe("the jobs desk names every queue", () => {
  it.each(LOCALES)("in %s", (locale) => {
    const labels = (MESSAGES[locale] as unknown as { staff: { jobs: { queues: Record<string, string> } } })
      .staff.jobs.queues;
    expect(Object.keys(QUEUES).filter((key) => !labels[key])).toEqual([]);
  });
});
