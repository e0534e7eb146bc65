import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPE as T } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { readPdf } from "@/lib/documents/test-support";
import { translator } from "@/lib/i18n/messages";
import { get } from "../helpers/api";
import { signedInStaff, staffCall } from "../helpers/staff";
import { paidOrder } from "../helpers/warehouse";

/**
 * The language of a link a person opens (lib/api/handler.ts): a document downloaded from a screen speaks the
 * language chosen in the shop (the `lang` cookie), not the browser's Accept-Language; a staff member's, the
 * language of their own setting. A call of the shop's client states its language in Accept-Language (SPEC §7).
 */

const NAVIGATE = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
const text = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join("\n");

async function paymentRow() {
  const { customer, order } = await paidOrder();
  const row = await getDb().accountTransaction.findFirstOrThrow({
    where: { orderId: order.id, type: T.ORDER_PAYMENT },
  });
  return { customer, url: `/shop/invoice/transaction/${row.id}` };
}

describe("a seller's document opened from a link", () => {
  it("speaks the language chosen in the shop, whatever the browser asks for", async () => {
    const { customer, url } = await paymentRow();
    const english = await get(url, {
      token: customer.token,
      lang: "ja",
      headers: { ...NAVIGATE, cookie: "lang=en-us" },
    });
    expect(english.contentType).toBe("application/pdf");
    expect(await text(english.bytes!)).toContain("Qualified invoice");

    const japanese = await get(url, {
      token: customer.token,
      lang: "en-us",
      headers: { ...NAVIGATE, cookie: "lang=ja" },
    });
    expect(await text(japanese.bytes!)).not.toContain("Qualified invoice");
  });

  it("without a chosen language, or called by the client, follows Accept-Language", async () => {
    const { customer, url } = await paymentRow();
    const browser = await get(url, { token: customer.token, lang: "en-us", headers: NAVIGATE });
    expect(await text(browser.bytes!)).toContain("Qualified invoice");
    const client = await get(url, { token: customer.token, lang: "ja", headers: { cookie: "lang=en-us" } });
    expect(await text(client.bytes!)).not.toContain("Qualified invoice");
    const bogus = await get(url, {
      token: customer.token,
      lang: "en-us",
      headers: { ...NAVIGATE, cookie: "lang=xx" },
    });
    expect(await text(bogus.bytes!)).toContain("Qualified invoice");
  });
});

describe("a staff member's link", () => {
  it("answers in the member's own language; the console's calls keep their Accept-Language", async () => {
    const member = await signedInStaff(["warehouse"]);
    await getDb().staffUser.update({ where: { id: member.id }, data: { language: "zh-cn" } });
    const path = "/staff/packing/containers/999999999/labels";
    const opened = await staffCall("GET", path, member.cookie, {
      lang: "en-us",
      headers: { ...NAVIGATE, cookie: `${member.cookie}; lang=ko` },
    });
    expect(opened.json.msg).toBe(translator("zh-cn")("errors.notFound"));
    const called = await staffCall("GET", path, member.cookie, { lang: "en-us" });
    expect(called.json.msg).toBe(translator("en-us")("errors.notFound"));
  });
});
