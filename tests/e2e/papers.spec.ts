import type { Locator, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { LIMITS, MEMBER_TIER, TRANSACTION_TYPE } from "@/lib/codes";
import { PLANS } from "@/lib/seed/demo-reference-data";
import { test, expect, ownClientAddress, switchLanguage, toast } from "./fixtures";
import {
  type Locale,
  OPERATOR_SKIP_REASON,
  type SellerApi,
  addAddressAndImporter,
  localeOf,
  loginAt,
  newSeller,
  operator,
  orderAndPay,
  storeOrder,
  storedOrderOf,
  texts,
} from "./journeys";
import { pdfPagesText } from "./pdf-text";

/**
 * Issue 30's papers, on the phone in Japanese and on the desktop in English: the qualified invoice of a paid
 * order downloaded from the account records, a VIP plan bought from the balance and seen in the user center,
 * and the commercial invoice of a packed packing list after the seller worded its line. Each test has a
 * seller of its own; the agent's steps are operator commands in a second process.
 */
test.use(ownClientAddress());

type OrderView = { orderNo: string; totalYen: number; goodsAmountYen: number };
type Seller = { email: string; password: string; api: SellerApi };

const yen = (n: number) => n.toLocaleString("en-US");
/** The figure of a shown amount ("−1,234円", "−¥1,234"). */
const yenIn = (text: string) => Number(text.replace(/[^\d]/g, ""));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Text extraction joins a wrapped cell's lines without the space where it wrapped. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

/**
 * A paper opened from a link speaks the language the seller chose in the shop (its `lang` cookie, as the pages
 * do), whatever language the browser itself asks for (Playwright's is en-US on both projects).
 */
const CHOSEN_LANGUAGE = "the paper speaks the language chosen in the shop, not the browser's Accept-Language";

/**
 * Opens a guarded screen as the seller, then — on the English run — picks English in the header's language
 * switcher as a person does; the page speaks it once `lang` says so.
 */
async function signIn(page: Page, path: string, seller: Seller, locale: Locale) {
  await loginAt(page, path, seller, "ja");
  if (locale === "ja") return;
  await switchLanguage(page, locale);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

/**
 * Clicks a link to a file that opens in a new tab, as the seller does: the file the browser then saves (the
 * request is the browser's own, with its cookie and Sec-Fetch-Site). The empty tab is closed.
 */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const tab = page.context().waitForEvent("page");
  const saved = page.waitForEvent("download");
  await link.click();
  const file = await saved;
  expect(await file.failure()).toBeNull();
  const bytes = await readFile((await file.path())!);
  await (await tab).close();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return bytes;
}

test("a paid order's qualified invoice downloads from the account records and says what was paid", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "papers-invoice", 60_000);
  const orderId = await orderAndPay(seller.api, 2);
  const order = (await seller.api.get<OrderView>(`/shop/order/${orderId}`)).data!;
  const me = (await seller.api.get<{ userName: string }>("/shop/customer/getCustomerInfo")).data!;

  // ── the account records: the order's payment, its amount, and the link to its invoice ──
  await signIn(page, "/accountEcords", seller, locale);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("walletPage.recordsTitle"));
  const payment = page.locator(`[data-testid="record"][data-type="${TRANSACTION_TYPE.ORDER_PAYMENT}"]`, {
    hasText: order.orderNo,
  });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId("record-type")).toHaveText(t("codes.transactionType.ORDER_PAYMENT"));
  const shownYen = yenIn((await payment.getByTestId("record-amount").innerText()).trim());
  expect(shownYen).toBe(order.totalYen);
  const link = payment.getByRole("link", { name: t("documents.invoice.download"), exact: true });
  const pdf = await download(page, link);

  // ── the paper: what the law asks for, the order, the total the screen showed, the seller addressed ──
  const pages = await pdfPagesText(pdf);
  expect(pages).toHaveLength(1);
  const text = pages[0];
  const words = squeeze(text);
  expect(text).toContain("適格請求書");
  expect(text).toMatch(/登録番号[^T]*T\d{13}/);
  expect(text).toMatch(/INV-\d{4}-\d{6}/);
  expect(words).toContain(squeeze(order.orderNo));
  expect(text).toMatch(new RegExp(`ご請求金額（税込）[^¥]*¥${escape(yen(shownYen))}`));
  expect(words).toContain(squeeze(`${me.userName} 様`));

  // ── the order's own page links the same invoice ──
  await page.goto(`/order/orderDetails?id=${orderId}`);
  const fromOrder = page.getByTestId("payment-invoices").getByTestId("invoice-link");
  await expect(fromOrder).toHaveCount(1);
  const again = await pdfPagesText(await download(page, fromOrder));
  expect(again[0].match(/INV-\d{4}-\d{6}/)?.[0]).toBe(text.match(/INV-\d{4}-\d{6}/)?.[0]);

  // ── the reader's language beside the Japanese: English on the English run, nothing else on the Japanese ──
  const english = texts("en-us")("documents.invoice.title");
  if (locale === "ja") expect(text, CHOSEN_LANGUAGE).not.toContain(english);
  else expect(text, CHOSEN_LANGUAGE).toMatch(new RegExp(`適格請求書\\s*${escape(english)}`));
});

test("a VIP plan bought from the balance shows in the user center and the account records", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  const locale = localeOf(info);
  const t = texts(locale);
  const vip = PLANS.find((p) => p.tier === MEMBER_TIER.VIP)!;
  const planName = vip.name[locale === "ja" ? 1 : 2];
  const fee = t("common.yen", { amount: yen(vip.feeYen) });
  const start = 40_000;
  const seller = await newSeller(request, mailbox, "papers-vip", start);

  // ── the user center before: a general member, offered a plan ──
  await signIn(page, "/userCenter", seller, locale);
  const summary = page.getByTestId("user-summary");
  await expect(summary).toContainText(t("codes.memberTier.GENERAL"));
  const offer = t("userCenter.recommendPlan", { amount: yen(LIMITS.memberPlanRecommendYen) });
  await expect(summary).toContainText(offer);

  // ── the member page: the VIP plan with its fee and term ──
  await page.getByRole("link", { name: t("userCenter.linkProfile") }).click();
  await expect(page).toHaveURL(/\/user\/ws-userinfoEdit$/);
  const plans = page.getByTestId("member-plans");
  await expect(plans.getByRole("heading", { name: t("members.title") })).toBeVisible();
  const card = plans.getByRole("listitem").filter({ hasText: planName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(t("members.fee", { fee }));
  const term = card.getByText(termPattern(t("members.term")));
  await expect(term).toBeVisible();
  const [from, until] = (await term.innerText()).match(/\d{4}-\d{2}-\d{2}/g)!;
  expect(from < until).toBe(true);

  // ── bought from the balance (chosen explicitly where other ways to pay are offered) ──
  await card.getByRole("button", { name: t("members.buy"), exact: true }).click();
  const dialog = page.getByTestId("member-confirm");
  await expect(dialog.getByRole("heading")).toHaveText(t("members.confirmTitle", { name: planName }));
  await expect(dialog).toContainText(t("members.confirmText", { fee, from, until }));
  const byBalance = dialog.getByRole("radio", { name: t("codes.paymentMethod.BALANCE"), exact: true });
  await byBalance.check();
  await expect(dialog.getByTestId("balance-after")).toHaveText(
    t("members.balanceAfter", { amount: t("common.yen", { amount: yen(start - vip.feeYen) }) }),
  );
  await dialog.getByRole("button", { name: t("orderPage.payWithBalance"), exact: true }).click();
  await expect(toast(page, t("members.bought"))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(plans.getByTestId("member-held")).toContainText(t("members.held", { name: planName, until }));
  await expect(card).toContainText(t("members.current"));

  // ── the user center now: VIP until the term's end, no plan offered, the fee gone from the balance ──
  await page.goto("/userCenter");
  await expect(summary).toContainText(
    `${t("codes.memberTier.VIP")} · ${t("userCenter.memberUntil", { date: until })}`,
  );
  await expect(summary).not.toContainText(t("codes.memberTier.GENERAL"));
  await expect(summary).not.toContainText(offer);
  await expect(page.getByTestId("balance")).toHaveText(t("common.yen", { amount: yen(start - vip.feeYen) }));

  // ── the account records: the membership fee, with its invoice ──
  await page.goto("/accountEcords");
  const row = page.locator(`[data-testid="record"][data-type="${TRANSACTION_TYPE.MEMBERSHIP_FEE}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("record-type")).toHaveText(t("codes.transactionType.MEMBERSHIP_FEE"));
  await expect(row.getByTestId("record-amount")).toHaveText(`−${fee}`);
  await expect(row.getByTestId("record-balance-after")).toHaveText(
    t("common.yen", { amount: yen(start - vip.feeYen) }),
  );
  await expect(row.getByRole("link", { name: t("documents.invoice.download"), exact: true })).toBeVisible();
});

/** A message with {from} and {until} as a pattern matching it with any two dates. */
const termPattern = (message: string) =>
  new RegExp(
    `^${message
      .split(/\{from\}|\{until\}/)
      .map(escape)
      .join("\\d{4}-\\d{2}-\\d{2}")}$`,
  );

type ContainerInfo = { id: number; containerNo: string };

test("a packed packing list's commercial invoice carries the seller's wording, the importer and the total", async ({
  page,
  request,
  mailbox,
}, info) => {
  test.skip(!process.env.DATABASE_URL, OPERATOR_SKIP_REASON);
  test.setTimeout(180_000);
  const locale = localeOf(info);
  const t = texts(locale);
  const seller = await newSeller(request, mailbox, "papers-customs", 80_000);
  const orderId = await orderAndPay(seller.api, 2);
  const order = (await seller.api.get<OrderView>(`/shop/order/${orderId}`)).data!;

  // ── the agent buys, receives, inspects and stores the goods ──
  await storeOrder(orderId, "papers", "YTO");

  // ── the seller's packing list of the stored pieces to an address, an importer of record of its own ──
  const importerName = `鈴木 ${["一郎", "二郎", "三郎", "四郎"][Math.floor(Math.random() * 4)]}`;
  const { addressId, importerId } = await addAddressAndImporter(seller.api, {
    name: importerName,
    postalCode: "530-0001",
    prefecture: "27",
    city: "大阪市北区梅田3-1-1",
    phone: "090-2345-6789",
    customsCode: "P987654321098",
  });
  const stored = await storedOrderOf(seller.api, orderId);
  const submitted = await seller.api.post<ContainerInfo>("/shop/container/internationalContainer", {
    lines: [{ orderLineId: stored.lines[0].id, quantity: stored.lines[0].storedQty }],
    destination: "address",
    addressId,
    clearancePersonId: importerId,
    shippingMode: 1,
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const { id: containerId, containerNo } = submitted.data!;

  // ── the agent packs it ──
  await operator("op:packing", "start", String(containerId));
  await operator("op:pack", String(containerId), "--auto");

  // ── the seller words the line in English and saves it ──
  await signIn(page, `/batchDetails?id=${containerId}`, seller, locale);
  await expect(page.getByText(containerNo).first()).toBeVisible();
  const wording = page.getByTestId("customs-wording");
  await expect(wording.getByRole("heading", { name: t("shipmentPage.customs.wording.title") })).toBeVisible();
  const line = wording.getByTestId("customs-wording-line");
  await expect(line).toHaveCount(1);
  const description = `Canvas tote bag natural E2E ${Date.now().toString(36).toUpperCase()}`;
  const field = line.getByLabel(t("shipmentPage.customs.wording.descriptionEn"), { exact: true });
  await field.fill(description);
  const save = wording.getByRole("button", { name: t("shipmentPage.customs.wording.save"), exact: true });
  await save.click();
  await expect(toast(page, t("api.success"))).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(
    page
      .getByTestId("customs-wording-line")
      .getByLabel(t("shipmentPage.customs.wording.descriptionEn"), { exact: true }),
  ).toHaveValue(description);

  // ── the commercial invoice from the customs papers card ──
  const papers = page.getByTestId("customs-papers");
  await expect(papers.getByRole("heading", { name: t("shipmentPage.customs.title") })).toBeVisible();
  const pdf = await download(
    page,
    papers.getByRole("link", { name: t("shipmentPage.customs.invoice"), exact: true }),
  );
  const text = (await pdfPagesText(pdf)).join("\n");
  const words = squeeze(text);
  // The papers are English whoever reads them (the seller's language only under the labels).
  const en = texts("en-us");
  expect(text).toContain(en("documents.customs.invoiceTitle"));
  expect(text).toContain(containerNo);
  expect(words).toContain(squeeze(description));
  expect(words).toContain(squeeze(importerName));
  expect(words).toContain(squeeze(order.orderNo));
  // FCA by default: the invoice's total is the goods value, what the seller paid for the goods.
  const total = `${en("documents.customs.invoiceTotal", { terms: "TERMS" })}: JPY ${yen(order.goodsAmountYen)}`;
  expect(text).toMatch(new RegExp(escape(total).replace("TERMS", "[A-Z]{3}")));
  // Under the English labels, the seller's language in small type; nothing more for an English reader.
  const importerJa = texts("ja")("documents.customs.importer");
  if (locale === "ja") expect(text, CHOSEN_LANGUAGE).toContain(importerJa);
  else expect(text, CHOSEN_LANGUAGE).not.toContain(importerJa);
});
