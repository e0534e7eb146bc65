import { PROBLEM_PROCESS_STATUS, labelKeyOf } from "@/lib/codes";
import { test, expect, toast } from "./fixtures";
import { localeOf, loginAt, sellerInOwnBrowser, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * The feedback desk (docs/staff.md), phone and desktop: a seller's feedback waits on the desk; customer service
 * finds it by the seller's email, takes it up and answers; answered, it leaves the desk, and the seller reads
 * the answer in their feedback list.
 */
test("support takes up a seller's feedback on the desk and answers; the seller reads the answer", async ({
  page,
  browser,
  mailbox,
}, info) => {
  const locale = localeOf(info);
  const support = demoStaff("support");
  const ts = texts(support.language);

  const {
    context: sellerContext,
    email,
    password,
    api,
  } = await sellerInOwnBrowser(browser, mailbox, "feedback");
  const question = `Can the two colours go in one box? (${Date.now().toString(36)})`;
  const sent = await api.post<{ id: number }>("/shop/applyMessage/add", {
    content: question,
  });
  expect(sent.code).toBe(200);
  const feedbackId = sent.data!.id;

  await staffSignIn(page, support, locale, "/staff/feedback");
  await page.getByLabel(ts("staff.feedback.searchLabel")).fill(email);
  await page.getByRole("button", { name: ts("staff.feedback.search") }).click();
  const card = page.locator(`[data-feedback-id="${feedbackId}"]`);
  await expect(card).toContainText(question);
  await expect(card).toContainText(email);
  const pending = ts(labelKeyOf("problemProcessStatus", PROBLEM_PROCESS_STATUS.PENDING)!);
  const inProcess = ts(labelKeyOf("problemProcessStatus", PROBLEM_PROCESS_STATUS.IN_PROCESS)!);
  await expect(card).toContainText(pending);
  await card.getByRole("button", { name: ts("staff.feedback.start") }).click();
  await expect(toast(page, ts("staff.feedback.started"))).toBeVisible();
  await expect(card).toContainText(inProcess);
  await expect(card.getByRole("button", { name: ts("staff.feedback.start") })).toHaveCount(0);

  const answer = "Yes: we pack them together unless you ask otherwise.";
  await card.getByLabel(ts("staff.feedback.reply")).fill(answer);
  await card.getByRole("button", { name: ts("staff.feedback.send") }).click();
  await expect(toast(page, ts("staff.feedback.replied"))).toBeVisible();
  // Answered, it is no longer waiting: the same search finds nothing on the desk.
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId("desk-empty")).toHaveText(ts("staff.feedback.empty"));
  // Where the audit trail leads for it: found by its number among every status, with what was answered.
  await page.goto(`/staff/feedback?q=${feedbackId}&status=all`);
  await expect(card.getByTestId("feedback-answer")).toContainText(answer);
  await expect(card.getByRole("button", { name: ts("staff.feedback.send") })).toHaveCount(0);

  const t = texts(locale);
  const seller = await sellerContext.newPage();
  await loginAt(seller, "/feedback/feedbackList", { email, password }, locale);
  const mine = seller.locator(`[data-feedback-id="${feedbackId}"]`);
  await expect(mine.getByTestId("feedback-new-reply")).toBeVisible();
  await mine.getByRole("button", { name: t("feedbackPage.open") }).click();
  await expect(mine.getByTestId("feedback-reply")).toContainText(answer);
  await sellerContext.close();
});
