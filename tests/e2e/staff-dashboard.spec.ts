import type { Locator } from "@playwright/test";
import { test, expect, registerViaApi } from "./fixtures";
import { localeOf, texts } from "./journeys";
import { demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * Issue 28's dashboard in the browser, at phone and desktop size: each member sees the queues of their own
 * desks (customer service in Japanese, the purchaser in Chinese), and a seller's new message counts at once in
 * customer service's unanswered messages.
 */
const countOf = async (card: Locator) => {
  const text = (await card.getByTestId("queue-count").textContent())!.trim();
  return text.endsWith("+") ? Infinity : Number(text.replace(/,/g, ""));
};

test("each member sees their desks' queues; a seller's message counts in customer service's", async ({
  page,
  browser,
  request,
  mailbox,
}, info) => {
  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info));
  await expect(
    page.getByRole("heading", { name: t("staff.dashboard.groups.support"), exact: true }),
  ).toBeVisible();
  const unanswered = page.getByTestId("queue-unansweredMessages");
  await expect(
    unanswered.getByRole("link", { name: t("staff.dashboard.queues.unansweredMessages") }),
  ).toHaveAttribute("href", "/staff/messages");
  await expect(unanswered).toContainText(t("staff.dashboard.deadline.unansweredMessages", { hours: 24 }));
  await expect(page.getByTestId("queue-feedbackToAnswer")).toBeVisible();
  // Nothing of the other desks.
  await expect(page.getByTestId("queue-topUpsToReview")).toHaveCount(0);
  await expect(page.getByTestId("queue-ordersToPurchase")).toHaveCount(0);
  const before = await countOf(unanswered);

  const password = "Dashboard1234";
  const email = await registerViaApi(request, mailbox, "dashboard", password);
  const login = await (
    await request.post("/api/shop/user/login", { data: { account: email, password } })
  ).json();
  const sent = await request.post("/api/shop/message/send", {
    headers: { Authorization: `Bearer ${login.token}` },
    data: { title: "届いていません", content: "注文した商品の状況を教えてください" },
  });
  expect((await sent.json()).code).toBe(200);

  await page.getByRole("button", { name: t("staff.dashboard.refresh") }).click();
  await expect.poll(() => countOf(unanswered)).toBe(before === Infinity ? Infinity : before + 1);

  // The purchaser, on a device of their own: the console speaks their Chinese.
  const context = await browser.newContext();
  const other = await context.newPage();
  const purchaser = demoStaff("purchaser");
  const tp = texts(purchaser.language);
  await staffSignIn(other, purchaser, localeOf(info));
  await expect(
    other.getByRole("heading", { name: tp("staff.dashboard.groups.purchase"), exact: true }),
  ).toBeVisible();
  await expect(other.getByTestId("queue-ordersToPurchase")).toContainText(
    tp("staff.dashboard.queues.ordersToPurchase"),
  );
  // The queue leads to the purchase desk (issue 29).
  await expect(
    other
      .getByTestId("queue-ordersToPurchase")
      .getByRole("link", { name: tp("staff.dashboard.queues.ordersToPurchase") }),
  ).toHaveAttribute("href", "/staff/purchase?tab=purchase");
  await expect(other.getByTestId("queue-unansweredMessages")).toHaveCount(0);
  await expect(other.getByTestId("queue-topUpsToReview")).toHaveCount(0);
  await context.close();
});
