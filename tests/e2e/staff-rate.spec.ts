import { LIMITS } from "@/lib/codes";
import { japanYmd } from "@/lib/japan-time";
import { test, expect, toast } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The rate desk (docs/staff.md), phone and desktop: finance enters a bank's TTS for a day, sees the shop's rate
 * (TTS + the markup) before saving, and finds it in the history; the shop answers it as the newest rate. The
 * day is tomorrow and the TTS today's, so no price of the run changes, even across midnight in Japan.
 */
test("finance records tomorrow's TTS, previews the shop's rate and finds it in the history", async ({
  page,
  request,
}, info) => {
  const finance = demoStaff("finance");
  const t = texts(finance.language);
  const today = (await (await request.get("/api/shop/rate/getRate")).json()).data as { bankTts: number };
  const tts = today.bankTts.toFixed(4);
  const shopRate =
    (Math.round(today.bankTts * 10_000) + Math.round(Number(LIMITS.rateMarkup) * 10_000)) / 10_000;
  const tomorrow = japanYmd(new Date(Date.now() + 24 * 3600_000));

  await staffSignIn(page, finance, localeOf(info), "/staff/finance/rate");
  const form = page.getByRole("form", { name: t("staff.finance.menu.rate") });
  const preview = form.getByTestId("rate-preview");
  await expect(preview).toHaveText(t("staff.finance.rate.previewEmpty"));
  await form.getByLabel(t("staff.finance.rate.tts")).fill("20.12345");
  await form.getByRole("button", { name: t("staff.finance.rate.submit") }).click();
  await expect(toast(page, t("validation.finance.ttsFormat"))).toBeVisible();

  await form.getByLabel(t("staff.finance.rate.tts")).fill(tts);
  await expect(preview).toHaveText(t("staff.finance.rate.preview", { rate: shopRate.toFixed(4) }));
  await form.getByLabel(t("staff.finance.rate.effectiveDate")).fill(tomorrow);
  await form.getByRole("button", { name: t("staff.finance.rate.submit") }).click();
  // A run again on the same database finds the same rate there already.
  await expect(
    toast(page, t("staff.finance.rate.saved")).or(toast(page, t("staff.finance.rate.alreadySet"))),
  ).toBeVisible();
  const row = page.getByTestId("rate-row").filter({ hasText: tomorrow });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shopRate.toFixed(4));

  const latest = (await (await request.get("/api/shop/rate/getLatestRate")).json()).data;
  expect(latest).toMatchObject({ effectiveDate: tomorrow, rate: shopRate });
});
