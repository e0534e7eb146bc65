import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import { chooseLanguage, expect, randomClientAddress, registerViaApi, type Mailbox } from "./fixtures";

/**
 * Shared steps of the after-purchase journeys (warehouse, defects, shipment): a fresh seller with a balance,
 * an order bought through the shop's API, the agent's operator commands run as a second process, and the
 * screens' texts in the language of the run.
 */
const run = promisify(execFile);

/**
 * The agent works through `npm run op:*` in its own process, which must open the shop's database: with
 * DATABASE_URL (PostgreSQL) it can; the embedded PGlite of the e2e server allows one process only, so without
 * DATABASE_URL these journeys are skipped (`npm test` in CI runs with DATABASE_URL).
 */
export const OPERATOR_SKIP_REASON =
  "the agent's operator commands run as a second process: needs DATABASE_URL (PGlite opens in one process only)";

export type Locale = "ja" | "zh-cn" | "en-us" | "ko";

/** Phone runs in Japanese, desktop in English: every journey is seen in two languages. */
export const localeOf = (info: TestInfo): Locale => (info.project.name === "desktop" ? "en-us" : "ja");

/**
 * The screens' own texts (messages/<locale>.json), with {name} and {name, number} filled in; a message with a
 * plural or select ("{orders, plural, one {# order} other {# orders}}") is formatted as the screens do.
 */
export function texts(locale: Locale) {
  const catalogue = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
  return (key: string, values: Record<string, string | number> = {}) => {
    const raw = key.split(".").reduce((o, k) => o?.[k], catalogue);
    if (typeof raw !== "string") throw new Error(`no message ${key} in ${locale}`);
    if (/\{\w+, (plural|select),/.test(raw)) return String(new IntlMessageFormat(raw, locale).format(values));
    return raw.replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) =>
      typeof values[name] === "number"
        ? values[name].toLocaleString("en-US")
        : String(values[name] ?? `{${name}}`),
    );
  };
}

const SCRIPTS: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;

/**
 * `npm run <script> -- args…` against the e2e server's database; returns what it printed. The script's own
 * command line (`tsx scripts/op/….ts …`, from package.json) runs without npm in front of it: the same command,
 * a third of a second less each, and the journeys run about a hundred of them.
 */
export async function operator(script: string, ...args: string[]): Promise<string> {
  const [tool, ...fixed] = (SCRIPTS[script] ?? "").split(" ");
  if (tool !== "tsx") throw new Error(`${script} is not a tsx operator command in package.json`);
  const { stdout } = await run(join("node_modules", ".bin", "tsx"), [...fixed, ...args], {
    env: { ...process.env },
  });
  return stdout;
}

type Envelope<T> = { code: number; msg: string; data?: T; rows?: T[]; total?: number };

/** The shop's API as a logged-in seller. */
export function apiFor(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": "ja-ja" };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>) =>
      (await (await request.get(`/api${path}`, { headers, params })).json()) as Envelope<T>,
    post: async <T>(path: string, data: unknown) =>
      (await (await request.post(`/api${path}`, { headers, data })).json()) as Envelope<T>,
  };
}
export type SellerApi = ReturnType<typeof apiFor>;

/** A fresh seller (fixed e2e captcha, code from the mailbox) whose balance the agent credited. */
export async function newSeller(
  request: APIRequestContext,
  mailbox: Mailbox,
  tag: string,
  balanceYen = 60_000,
) {
  const password = "Journey1234";
  const email = await registerViaApi(request, mailbox, tag, password);
  const login = await (
    await request.post("/api/shop/user/login", { data: { account: email, password } })
  ).json();
  expect(login.code).toBe(200);
  await operator("op:balance-adjust", email, "compensation", String(balanceYen), "e2e: starting balance");
  return { email, password, token: login.token as string, api: apiFor(request, login.token as string) };
}

/**
 * A fresh seller in a browser of their own (a client address of their own too), signed in through the API: for a
 * test whose `page` is a staff member's. Close `context` at the end.
 */
export async function sellerInOwnBrowser(browser: Browser, mailbox: Mailbox, tag: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
  const password = "Seller1234";
  const email = await registerViaApi(context.request, mailbox, tag, password);
  const login = await (
    await context.request.post("/api/shop/user/login", { data: { account: email, password } })
  ).json();
  expect(login.code).toBe(200);
  const token = login.token as string;
  return { context, email, password, token, api: apiFor(context.request, token) };
}

type GoodsCard = { goodsId: number; platformType: number; goodsPrice: number; minOrderQty: number };
type Sku = { skuId: string; stock: number };

/** Puts `pieces` of the cheapest catalogue goods (one SKU, enough stock) in the seller's cart: the line id. */
export async function addCheapLine(api: SellerApi, pieces: number): Promise<number> {
  const categories = (await api.get<{ id: number }[]>("/shop/goods/categoryListByParentId/0")).data ?? [];
  const cards: GoodsCard[] = [];
  for (const c of categories)
    cards.push(
      ...((await api.get<GoodsCard>("/shop/goods/list", { categoryId: c.id, pageNum: 1, pageSize: 20 }))
        .rows ?? []),
    );
  cards.sort((a, b) => a.goodsPrice - b.goodsPrice);
  for (const card of cards) {
    if (card.minOrderQty > pieces) continue;
    const detail = (
      await api.get<GoodsCard & { stock: number; skus: Sku[] }>(`/shop/goods/detail/${card.goodsId}`)
    ).data!;
    const sku = detail.skus.find((s) => s.stock >= pieces + 5);
    if (detail.skus.length && !sku) continue;
    const added = await api.post<{ id: number }>("/shop/shoppingVehicle/insert", {
      goodsId: card.goodsId,
      platformType: card.platformType,
      goodsPrice: card.goodsPrice,
      goodsCount: pieces,
      spData: [],
      ...(sku ? { skuId: sku.skuId } : {}),
    });
    if (added.code === 200) return added.data!.id;
  }
  throw new Error("no catalogue goods to order");
}

/**
 * The seller orders `pieces` of a cheap catalogue goods through the cart and pays from the balance: the
 * order waits for the agent's purchase. Returns the order id.
 */
export async function orderAndPay(api: SellerApi, pieces: number): Promise<number> {
  const lineId = await addCheapLine(api, pieces);
  const submitted = await api.post<{ orderIds: number[] }>("/shop/order/submit", {
    lines: [{ id: lineId, goodsCount: pieces }],
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const orderId = submitted.data!.orderIds[0];
  const paid = await api.post("/shop/order/payByBalance", { orderIds: [orderId] });
  expect(paid.code, paid.msg).toBe(200);
  return orderId;
}

/** Opens a guarded screen in the run's language: the guard sends to /login and back (SPEC §2). */
export async function loginAt(
  page: Page,
  path: string,
  who: { email: string; password: string },
  locale: Locale,
) {
  const t = texts(locale);
  await chooseLanguage(page, locale);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=/);
  await page.getByLabel(t("login.account")).fill(who.email);
  await page.getByLabel(t("login.password")).fill(who.password);
  await page
    .getByRole("button", { name: t("login.submit"), exact: true })
    .last()
    .click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

/** A real 2×2 PNG (the server checks the bytes, not the name). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==",
  "base64",
);

/** The PNG as a file named after `tag`, for the operator commands that take a photo path (op:inspect --photo). */
export function photoFile(tag: string): string {
  const file = join(tmpdir(), `${tag}-${Date.now()}.png`);
  writeFileSync(file, PNG);
  return file;
}

/**
 * The agent's side until the goods are in the warehouse, by the operator commands (the functions the staff desks
 * call): bought under the supplier order `SUP-E2E-<tag>`, sent inside China under a tracking number of its own
 * (returned), received. `arrive: false` leaves the parcel on its way, for a test that receives it at the desk.
 */
export async function bringToWarehouse(
  orderId: number,
  tag: string,
  { carrier = "ZTO", arrive = true }: { carrier?: "ZTO" | "YTO"; arrive?: boolean } = {},
): Promise<string> {
  const trackingNo = `${carrier.slice(0, 2)}${Date.now()}${Math.floor(Math.random() * 100)}`;
  await operator("op:purchase", String(orderId), `SUP-E2E-${tag}`);
  await operator("op:ship", String(orderId), carrier, trackingNo);
  if (arrive) await operator("op:arrive", String(orderId));
  return trackingNo;
}

/** bringToWarehouse, then inspected with a photo (every piece passing) and stored: ready for a packing list. */
export async function storeOrder(orderId: number, tag: string, carrier?: "ZTO" | "YTO"): Promise<void> {
  await bringToWarehouse(orderId, tag, { carrier });
  await operator("op:inspect", String(orderId), "--photo", photoFile(tag));
  await operator("op:store", String(orderId));
}

export type StoredOrder = { orderId: number; lines: { id: number; storedQty: number }[] };

/**
 * A delivery address in Japan and an importer of record of the same person, added through the seller's API
 * as the address screens do; answers both ids.
 */
export async function addAddressAndImporter(
  api: SellerApi,
  p: {
    name: string;
    postalCode: string;
    prefecture: string;
    city: string;
    phone: string;
    customsCode: string;
  },
): Promise<{ addressId: number; importerId: number }> {
  const regions = (await api.get<{ id: number; code: string; nameJa: string }[]>("/system/new/area/jp"))
    .data!;
  const region = regions.find((r) => r.code === p.prefecture)!;
  const address = await api.post<{ id: number }>("/shop/configAddressInfo/insertAndEdit", {
    name: p.name,
    postalCode: p.postalCode,
    regionId: region.id,
    address: p.city,
    phone: p.phone,
  });
  expect(address.code, address.msg).toBe(200);
  const importer = await api.post("/system/shopClearance", {
    importerName: p.name,
    customsCode: p.customsCode,
    phone: p.phone,
    postalCode: p.postalCode,
    address: `${region.nameJa}${p.city}`,
  });
  expect(importer.code, importer.msg).toBe(200);
  const importerId = (await api.get<{ id: number }>("/system/shopClearance/list")).rows![0].id;
  return { addressId: address.data!.id, importerId };
}

/** An order's stored pieces, as the packing-list form offers them. */
export async function storedOrderOf(api: SellerApi, orderId: number): Promise<StoredOrder> {
  const page = await api.post<StoredOrder>("/shop/container/getContainerOrderList", {
    pageNum: 1,
    pageSize: 50,
  });
  return page.rows!.find((o) => o.orderId === orderId)!;
}
