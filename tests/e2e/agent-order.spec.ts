import { ORDER_STATUS } from "@/lib/codes";
import { test, expect, chooseLanguage, ownClientAddress, toast } from "./fixtures";
import { OPERATOR_SKIP_REASON, PNG, localeOf, loginAt, newSeller, operator, texts } from "./journeys";

/**
 * Issue 12: goods the catalogue cannot resolve are ordered through the agent (docs/order-lifecycle.md "Agent
 * orders"): from "product information incomplete" to the agent order form, paid on /bundle, waiting in 99
 * until the operator confirms the real price; a higher price is shown to the seller, who accepts it. The
 * timeline's system notes are read in the run's language (en-us on the desktop run).
 */

test.use(ownClientAddress());

type Line = { id: number; goodsName: string; goodsSpecs: string | null; referenceImages: string[] };
type Order = { orderStatus: number; agentFlag: number; totalYen: number; lines: Line[] };

const UNKNOWN_LINK = "https://weidian.com/item.html?itemID=4471234567";

test("an unknown link becomes an agent order the agent confirms at a higher price the seller accepts", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "agent-order");

  await loginAt(page, "/userCenter", seller, locale);
  await page.goto("/search");
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill(UNKNOWN_LINK);
  await box.press("Enter");
  await expect(page.getByTestId("product-incomplete")).toContainText(t("spec.productIncomplete"));
  await page.getByRole("link", { name: t("agentOrder.orderThroughAgent") }).click();

  await expect(page).toHaveURL(/\/order\/agentOrder\?url=https%3A%2F%2Fweidian\.com/);
  await expect(page.getByRole("heading", { name: t("agentOrder.title"), level: 1 })).toBeVisible();
  await expect(page.getByLabel(t("agentOrder.goodsUrl"))).toHaveValue(UNKNOWN_LINK);

  // SPEC §5: the first failing rule shows as a toast; its field is marked.
  await page.getByRole("button", { name: t("agentOrder.submit") }).click();
  await expect(toast(page, t("validation.agent.name"))).toBeVisible();
  await expect(page.getByLabel(t("agentOrder.goodsName"))).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(t("agentOrder.goodsName")).fill("手作りの陶器マグ");
  await page.getByLabel(t("agentOrder.specs")).fill("颜色:白;尺码:L");
  await page.getByLabel(t("agentOrder.quantity")).fill("2");
  await page.getByLabel(t("agentOrder.unitPrice")).fill("30.5");
  await page
    .getByLabel(t("agentOrder.addImage"))
    .setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: PNG });
  await expect(
    page.getByRole("list", { name: t("upload.files") }).getByRole("img", { name: "mug.png" }),
  ).toBeVisible();
  await page.getByLabel(t("agentOrder.remark")).fill("白い釉薬のもの");
  await expect(page.getByTestId("estimate-total")).not.toHaveText(/^\D*0\D*$/);
  await page.getByRole("button", { name: t("agentOrder.submit") }).click();

  await expect(page).toHaveURL(/\/bundle\?ids=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("ids"));
  await page.getByRole("button", { name: t("orderPage.payWithBalance") }).click();
  await expect(page).toHaveURL(/\/pay-status/);

  await page.goto(`/order/orderDetails?id=${orderId}`);
  await expect(page.getByTestId("order-status").first()).toHaveText(
    t("codes.orderStatus.AWAITING_CONFIRMATION"),
  );
  await expect(page.getByTestId("agent-price-checking")).toHaveText(t("agentOrder.checking"));
  // The options read with their names in the reader's language, values as written.
  await expect(page.getByTestId("order-line")).toContainText(
    `${t("goodsPage.specNames.colour")}: 白 / ${t("goodsPage.specNames.size")}: L`,
  );
  await expect(page.getByTestId("line-source-link")).toHaveAttribute("href", UNKNOWN_LINK);
  await expect(page.getByRole("img", { name: t("orderPage.referenceImage") })).toHaveCount(1);

  const before = (await seller.api.get<Order>(`/shop/order/${orderId}`)).data!;
  expect(before).toMatchObject({ agentFlag: 1, orderStatus: ORDER_STATUS.AWAITING_CONFIRMATION });
  expect(before.lines[0]).toMatchObject({ goodsName: "手作りの陶器マグ", goodsSpecs: "颜色:白;尺码:L" });
  const out = await operator("op:order", String(orderId), "confirm", `${before.lines[0].id}=42`);
  expect(out).toContain("the seller was asked to accept or cancel");

  await page.reload();
  const proposal = page.getByTestId("agent-price-proposal");
  await expect(proposal.getByRole("heading", { name: t("agentOrder.proposalTitle") })).toBeVisible();
  await expect(proposal.getByTestId("proposed-price")).toContainText("42");
  const extraText = (await proposal.getByTestId("agent-extra").textContent())!;
  const extra = Number(extraText.replace(/\D/g, ""));
  expect(extra).toBeGreaterThan(0);
  await proposal.getByRole("button", { name: t("agentOrder.accept", { extra }) }).click();
  await expect(toast(page, t("order.priceAccepted"))).toBeVisible();
  await expect(page.getByTestId("order-status").first()).toHaveText(t("codes.orderStatus.AWAITING_PURCHASE"));
  await expect(proposal).toBeHidden();

  // The system's notes in the timeline, in the reader's language.
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline).toContainText(t("timeline.agentOrderCreated"));
  await expect(timeline).toContainText(t("timeline.agentPriceAccepted", { extra }));

  const after = (await seller.api.get<Order>(`/shop/order/${orderId}`)).data!;
  expect(after.orderStatus).toBe(ORDER_STATUS.AWAITING_PURCHASE);
  expect(after.totalYen).toBe(before.totalYen + extra);

  // Bottom-menu button 1: the agent orders, with the way to a new one.
  await page.goto("/order/orderList");
  await page
    .getByRole("navigation", { name: t("orderPage.menu") })
    .getByRole("button", { name: t("orderPage.menuAgent") })
    .click();
  await expect(page).toHaveURL(/agentFlag=1/);
  await expect(
    page.getByTestId("order-list").getByText(t("codes.orderStatus.AWAITING_PURCHASE")),
  ).toHaveCount(1);
  await expect(page.getByRole("link", { name: t("orderPage.newAgentOrder") })).toHaveAttribute(
    "href",
    "/order/agentOrder",
  );
});

test("a search that finds nothing offers an agent order with the words searched", async ({ page }, info) => {
  const t = texts(localeOf(info));
  await chooseLanguage(page, localeOf(info));
  await page.goto("/search?goodsName=zzqq-nothing-like-this&platform=1688");
  await page.getByRole("link", { name: t("search.agentOrderOffer") }).click();
  // The form needs a login first and comes back with the goods name kept.
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=%2Forder%2FagentOrder%3Fname%3Dzzqq/);
});
