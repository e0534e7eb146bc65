import { LIMITS } from "@/lib/codes";
import { japanYmd } from "@/lib/japan-time";
import { rateChangeValues } from "@/lib/rates/rate-change";
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
  // Within 10 % of the latest rate: no warning and nothing to confirm.
  await expect(form.getByTestId("rate-large-change")).toHaveCount(0);
  await expect(form.getByLabel(t("staff.finance.rate.confirmLargeChange"))).toHaveCount(0);
  await form.getByLabel(t("staff.finance.rate.effectiveDate")).fill(tomorrow);
  const rows = page.getByTestId("rate-row").filter({ hasText: tomorrow });
  await expect(page.getByTestId("rate-row").first()).toBeVisible();
  const before = await rows.count();
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/staff/finance/rates") && r.request().method() === "POST",
    ),
    form.getByRole("button", { name: t("staff.finance.rate.submit") }).click(),
  ]);
  // A run again on the same database (or the other project's) finds the same rate there already: no new row.
  const { replayed } = (await answer.json()).data as { replayed: boolean };
  await expect(
    toast(page, t(replayed ? "staff.finance.rate.alreadySet" : "staff.finance.rate.saved")),
  ).toBeVisible();
  await expect(rows).toHaveCount(replayed ? before : before + 1);
  await expect(rows.first()).toContainText(shopRate.toFixed(4));

  const latest = (await (await request.get("/api/shop/rate/getLatestRate")).json()).data;
  expect(latest).toMatchObject({ effectiveDate: tomorrow, rate: shopRate });
});

/**
 * A decimal slip (docs/staff.md "Finance desk"): the TTS typed a tenth of what it is makes a shop rate far from
 * the latest. The preview warns with both rates and the change; sent unconfirmed, the server refuses it on the
 * field and records nothing; confirmed, it is recorded. Then the correct TTS, itself far from the slip, is
 * confirmed too, so tomorrow's rate (and the latest) ends as the first test left it, for the next run.
 */
test("a rate far from the latest is warned about, refused unless confirmed, and recorded when confirmed", async ({
  page,
  request,
}, info) => {
  const finance = demoStaff("finance");
  const t = texts(finance.language);
  const latest = (await (await request.get("/api/shop/rate/getLatestRate")).json()).data as {
    rate: number;
    bankTts: number;
  };
  const markup = Math.round(Number(LIMITS.rateMarkup) * 10_000);
  const slipTts = (Math.round(latest.bankTts * 1_000) / 10_000).toFixed(4);
  const slipRate = (Math.round(Number(slipTts) * 10_000) + markup) / 10_000;
  const tomorrow = japanYmd(new Date(Date.now() + 24 * 3600_000));

  await staffSignIn(page, finance, localeOf(info), "/staff/finance/rate");
  const form = page.getByRole("form", { name: t("staff.finance.menu.rate") });
  const ttsField = form.getByLabel(t("staff.finance.rate.tts"));
  const warning = form.getByTestId("rate-large-change");
  const confirm = form.getByLabel(t("staff.finance.rate.confirmLargeChange"));
  const submit = form.getByRole("button", { name: t("staff.finance.rate.submit") });
  const rows = page.getByTestId("rate-row");
  const recorded = async () =>
    (
      await (
        await page.request.get("/api/staff/finance/rates", {
          params: { pageSize: 1 },
          headers: { "sec-fetch-site": "same-origin" },
        })
      ).json()
    ).total as number;
  const total = await recorded();

  await ttsField.fill(slipTts);
  await form.getByLabel(t("staff.finance.rate.effectiveDate")).fill(tomorrow);
  const slip = rateChangeValues(latest.rate, slipRate);
  await expect(warning).toContainText(t("staff.finance.rate.largeChange", slip));
  await expect(warning).toContainText(`${slip.change}%`);
  await expect(confirm).not.toBeChecked();

  // Unconfirmed: refused on the TTS field with the latest rate, the new one and the change; nothing recorded.
  await submit.click();
  await expect(toast(page, t("staff.finance.rate.largeChangeRefused", slip))).toBeVisible();
  await expect(ttsField).toHaveAttribute("aria-invalid", "true");
  expect(await recorded()).toBe(total);

  // Confirmed: recorded, newest in the history.
  await confirm.check();
  await submit.click();
  await expect(toast(page, t("staff.finance.rate.saved"))).toBeVisible();
  await expect(rows.first()).toContainText(tomorrow);
  await expect(rows.first()).toContainText(slipRate.toFixed(4));
  expect(await recorded()).toBe(total + 1);
  await expect(warning).toHaveCount(0);

  // The correction is as far from the slip, now the latest: warned and confirmed again.
  const shopRate = (Math.round(latest.bankTts * 10_000) + markup) / 10_000;
  await ttsField.fill(latest.bankTts.toFixed(4));
  await expect(warning).toContainText(
    t("staff.finance.rate.largeChange", rateChangeValues(slipRate, shopRate)),
  );
  await confirm.check();
  await submit.click();
  await expect(toast(page, t("staff.finance.rate.saved")).last()).toBeVisible();
  await expect(rows.first()).toContainText(shopRate.toFixed(4));
  const after = (await (await request.get("/api/shop/rate/getLatestRate")).json()).data;
  expect(after).toMatchObject({ effectiveDate: tomorrow, rate: shopRate });
});
