import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CUSTOMER_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { setAccountStatus } from "@/lib/customers/account-status";
import { getDb } from "@/lib/db/client";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { applyBalanceChangeNow } from "@/lib/wallet/ledger";
import { actorOption, Usage } from "@/scripts/op/cli";
import { get, post } from "../helpers/api";
import { createCustomer, PASSWORD } from "../helpers/accounts";
import { createStaffMember, signedInStaff, staffCall } from "../helpers/staff";
import { balanceOf, unpaidOrder } from "../helpers/warehouse";

/** The customers desk of the staff console (issue 28, docs/staff.md "Customers desk"). */

const customerAudit = (customerId: number) =>
  getDb().auditLog.findMany({
    where: { entityType: "customer", entityId: String(customerId) },
    orderBy: { id: "asc" },
  });
const statusOf = async (customerId: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id: customerId } })).status;

/** A customer with money and an unpaid order, so a refused payment can be seen to change nothing. */
async function sellerWithOrder(overrides: { companyName?: string; realName?: string } = {}) {
  const c = await createCustomer();
  await getDb().customer.update({ where: { id: c.id }, data: overrides });
  await applyBalanceChangeNow({
    customerId: c.id,
    type: TRANSACTION_TYPE.COMPENSATION,
    amountYen: 50_000,
    remark: "test funds",
  });
  const order = await unpaidOrder(c.id);
  return { c, order };
}

const restrict = (id: number, reason = "PayPal の異議申し立て中") => ({
  id,
  status: CUSTOMER_STATUS.RESTRICTED,
  reason,
});

describe("the customers desk refuses callers without a staff session or the role", () => {
  it("no session and a seller's bearer token get 401 from every endpoint; nothing changes", async () => {
    const { c } = await sellerWithOrder();
    for (const [method, path, body] of [
      ["GET", "/staff/customers", undefined],
      ["GET", `/staff/customers/${c.id}`, undefined],
      ["POST", "/staff/customers/status", restrict(c.id)],
    ] as const) {
      const none = await staffCall(method, path, null, { body });
      expect(none.json.code, `${method} ${path}`).toBe(401);
      const asSeller = await staffCall(method, path, null, { body, token: c.token });
      expect(asSeller.json.code, `${method} ${path} as seller`).toBe(401);
    }
    expect(await statusOf(c.id)).toBe(CUSTOMER_STATUS.ACTIVE);
    expect(await customerAudit(c.id)).toEqual([]);
  });

  it("a warehouse member can neither read nor change a customer", async () => {
    const { c } = await sellerWithOrder();
    const warehouse = await signedInStaff(["warehouse"]);
    const search = await staffCall("GET", "/staff/customers", warehouse.cookie, { lang: "en-us" });
    expect(search.json).toEqual({ code: 500, msg: "You currently have no permission" });
    const page = await staffCall("GET", `/staff/customers/${c.id}`, warehouse.cookie);
    expect(page.json).toEqual({ code: 500, msg: "現在権限がありません" });
    const change = await staffCall("POST", "/staff/customers/status", warehouse.cookie, {
      body: restrict(c.id),
    });
    expect(change.json).toEqual({ code: 500, msg: "現在権限がありません" });
    expect(await statusOf(c.id)).toBe(CUSTOMER_STATUS.ACTIVE);
    expect(await customerAudit(c.id)).toEqual([]);
  });

  it("finance reads the customer but gets 'no permission' from the status endpoint, and nothing changes", async () => {
    const { c } = await sellerWithOrder();
    const finance = await signedInStaff(["finance"]);
    const page = await staffCall("GET", `/staff/customers/${c.id}`, finance.cookie);
    expect(page.json.code).toBe(200);
    expect(page.json.data.profile).toMatchObject({ id: c.id, email: c.email, balance: 50_000 });
    const sessionsBefore = await getDb().session.count({ where: { customerId: c.id, revokedAt: null } });
    for (const status of Object.values(CUSTOMER_STATUS)) {
      const res = await staffCall("POST", "/staff/customers/status", finance.cookie, {
        body: { id: c.id, status, reason: "経理から" },
      });
      expect(res.json, `status ${status}`).toEqual({ code: 500, msg: "現在権限がありません" });
    }
    expect(await statusOf(c.id)).toBe(CUSTOMER_STATUS.ACTIVE);
    expect(await getDb().session.count({ where: { customerId: c.id, revokedAt: null } })).toBe(
      sessionsBefore,
    );
    expect(await customerAudit(c.id)).toEqual([]);
  });
});

describe("restrict, disable, activate with a reason", () => {
  it("support restricts: the seller's spending endpoints answer 'no permission'; the audit row names who and why", async () => {
    const { c, order } = await sellerWithOrder();
    // Before the hold the same payment would go through: the refusal below comes from the restriction.
    const other = await unpaidOrder(c.id);
    const before = await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [other.id] } });
    expect(before.json.code).toBe(200);
    const balance = await balanceOf(c.id);

    const support = await signedInStaff(["support"]);
    const res = await staffCall("POST", "/staff/customers/status", support.cookie, {
      body: restrict(c.id),
    });
    expect(res.json).toEqual({
      code: 200,
      msg: "アカウントを利用制限にしました",
      data: { id: c.id, status: CUSTOMER_STATUS.RESTRICTED, changed: true },
    });
    expect(await statusOf(c.id)).toBe(CUSTOMER_STATUS.RESTRICTED);

    const pay = await post("/shop/order/payByBalance", { token: c.token, body: { orderIds: [order.id] } });
    expect(pay.json).toEqual({ code: 500, msg: "現在権限がありません" });
    expect(await balanceOf(c.id)).toBe(balance);
    expect((await getDb().order.findUniqueOrThrow({ where: { id: order.id } })).paidAt).toBeNull();
    // Restricted, not disabled: the seller still reads.
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.data.restricted).toBe(true);

    const rows = await customerAudit(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "customer.restrict",
      staffId: support.id,
      actor: support.email,
      roles: ["support"],
      before: { status: CUSTOMER_STATUS.ACTIVE },
      after: { status: CUSTOMER_STATUS.RESTRICTED },
      reason: "PayPal の異議申し立て中",
    });
    expect(rows[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a double click changes nothing the second time and says the account is already restricted", async () => {
    const { c } = await sellerWithOrder();
    const support = await signedInStaff(["support"]);
    const [first, second] = await Promise.all([
      staffCall("POST", "/staff/customers/status", support.cookie, { body: restrict(c.id) }),
      staffCall("POST", "/staff/customers/status", support.cookie, { body: restrict(c.id) }),
    ]);
    expect([first.json.msg, second.json.msg].sort()).toEqual(
      ["このアカウントは既に利用制限中です", "アカウントを利用制限にしました"].sort(),
    );
    const again = await staffCall("POST", "/staff/customers/status", support.cookie, {
      body: restrict(c.id),
      lang: "zh-cn",
    });
    expect(again.json).toEqual({
      code: 200,
      msg: "该账户已处于限制使用状态",
      data: { id: c.id, status: CUSTOMER_STATUS.RESTRICTED, changed: false },
    });
    expect(await customerAudit(c.id)).toHaveLength(1);
  });

  it("disable ends every session of the customer at once; activate lets them sign in again, not revive the old ones", async () => {
    const { c } = await sellerWithOrder();
    const owner = await signedInStaff(["owner"]);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(200);

    const off = await staffCall("POST", "/staff/customers/status", owner.cookie, {
      body: { id: c.id, status: CUSTOMER_STATUS.DISABLED, reason: "不正利用の疑い" },
      lang: "en-us",
    });
    expect(off.json.msg).toBe("The account is disabled and its sessions have ended");
    expect(await getDb().session.count({ where: { customerId: c.id, revokedAt: null } })).toBe(0);
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    const refused = await post("/shop/user/login", { body: { account: c.email, password: PASSWORD } });
    expect(refused.json.code).not.toBe(200);

    const on = await staffCall("POST", "/staff/customers/status", owner.cookie, {
      body: { id: c.id, status: CUSTOMER_STATUS.ACTIVE, reason: "本人確認済み" },
    });
    expect(on.json.msg).toBe("アカウントを有効に戻しました");
    expect((await get("/shop/customer/getCustomerInfo", { token: c.token })).json.code).toBe(401);
    const login = await post("/shop/user/login", { body: { account: c.email, password: PASSWORD } });
    expect(login.json.code).toBe(200);

    const rows = await customerAudit(c.id);
    expect(rows.map((r) => [r.action, r.before, r.after, r.reason])).toEqual([
      [
        "customer.disable",
        { status: CUSTOMER_STATUS.ACTIVE },
        { status: CUSTOMER_STATUS.DISABLED, sessionsEnded: 1 },
        "不正利用の疑い",
      ],
      [
        "customer.activate",
        { status: CUSTOMER_STATUS.DISABLED },
        { status: CUSTOMER_STATUS.ACTIVE },
        "本人確認済み",
      ],
    ]);
  });

  it("bad input answers a clear message and changes nothing", async () => {
    const { c } = await sellerWithOrder();
    const support = await signedInStaff(["support"]);
    const cases: [unknown, string][] = [
      [{ id: c.id, status: CUSTOMER_STATUS.RESTRICTED }, "Enter a reason"],
      [{ id: c.id, status: CUSTOMER_STATUS.RESTRICTED, reason: "   " }, "Enter a reason"],
      [{ id: c.id, status: 7, reason: "x" }, "The account status is not valid"],
      [{ id: c.id, status: "restricted", reason: "x" }, "The account status is not valid"],
      [
        { id: c.id, status: CUSTOMER_STATUS.RESTRICTED, reason: "x".repeat(501) },
        "Please enter at most 500 characters",
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await staffCall("POST", "/staff/customers/status", support.cookie, { body, lang: "en-us" });
      expect(res.json, JSON.stringify(body)).toEqual({ code: 500, msg });
    }
    const ja = await staffCall("POST", "/staff/customers/status", support.cookie, {
      body: { id: c.id, status: CUSTOMER_STATUS.DISABLED },
    });
    expect(ja.json).toEqual({ code: 500, msg: "理由を入力してください" });
    const unknown = await staffCall("POST", "/staff/customers/status", support.cookie, {
      body: restrict(2_000_000_000),
      lang: "en-us",
    });
    expect(unknown.json).toEqual({ code: 500, msg: "Not found" });
    expect(await statusOf(c.id)).toBe(CUSTOMER_STATUS.ACTIVE);
    expect(await customerAudit(c.id)).toEqual([]);
    expect(await customerAudit(2_000_000_000)).toEqual([]);
  });

  it("the operator command's --as names a staff member in the trail, refuses an unknown or inactive one", async () => {
    const { c } = await sellerWithOrder();
    const member = await createStaffMember(["support"]);
    const actor = await actorOption(["--as", member.email.toUpperCase()]);
    expect(actor).toEqual({ staffId: member.id, actor: member.email, roles: ["support"] });
    expect(await actorOption([c.email])).toBe(CLI_ACTOR);
    await expect(actorOption(["--as", "nobody@example.test"])).rejects.toBeInstanceOf(Usage);
    const gone = await createStaffMember(["support"]);
    await getDb().staffUser.update({ where: { id: gone.id }, data: { active: false } });
    await expect(actorOption(["--as", gone.email])).rejects.toBeInstanceOf(Usage);

    await setAccountStatus(actor, restrict(c.id, "電話で依頼"));
    await setAccountStatus(CLI_ACTOR, { id: c.id, status: CUSTOMER_STATUS.ACTIVE, reason: "解除" });
    expect((await customerAudit(c.id)).map((r) => [r.action, r.actor, r.staffId])).toEqual([
      ["customer.restrict", member.email, member.id],
      ["customer.activate", "cli", null],
    ]);
  });
});

describe("finding and reading a customer", () => {
  it("one box finds by part of a name, email or company, by a whole order number and by id; paged", async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await sellerWithOrder({ companyName: `Kaitsuke ${tag} 株式会社`, realName: `山田 ${tag}` });
    const b = await sellerWithOrder({ companyName: `Kaitsuke ${tag} 合同会社` });
    const support = await signedInStaff(["support"]);
    const search = (query: Record<string, string | number>) =>
      staffCall("GET", "/staff/customers", support.cookie, { query });
    const ids = (res: Awaited<ReturnType<typeof search>>) => res.json.rows!.map((r: { id: number }) => r.id);

    const byCompany = await search({ q: `kaitsuke ${tag}` });
    expect(byCompany.json.total).toBe(2);
    expect(ids(byCompany)).toEqual([b.c.id, a.c.id]);
    expect(ids(await search({ q: `山田 ${tag}` }))).toEqual([a.c.id]);
    expect(ids(await search({ q: a.c.email.slice(0, 12) }))).toEqual([a.c.id]);
    const byOrderNo = await search({ q: b.order.orderNo });
    expect(ids(byOrderNo)).toEqual([b.c.id]);
    // found by a number, the row leads to that order; found otherwise, to none
    expect(byOrderNo.json.rows![0]).toMatchObject({
      order: { id: b.order.id, orderNo: b.order.orderNo },
      packingList: null,
    });
    expect(byCompany.json.rows!.map((r: { order: unknown }) => r.order)).toEqual([null, null]);
    expect(ids(await search({ q: b.order.orderNo.slice(0, 8) }))).toEqual([]);
    expect(ids(await search({ q: String(a.c.id) }))).toContain(a.c.id);

    const page2 = await search({ q: `Kaitsuke ${tag}`, pageNum: 2, pageSize: 1 });
    expect(page2.json).toMatchObject({ code: 200, total: 2 });
    expect(ids(page2)).toEqual([a.c.id]);
    expect(byCompany.json.rows![0]).not.toHaveProperty("passwordHash");

    await setAccountStatus(CLI_ACTOR, restrict(a.c.id));
    expect(ids(await search({ q: `Kaitsuke ${tag}`, status: CUSTOMER_STATUS.RESTRICTED }))).toEqual([a.c.id]);
    const bad = await search({ q: "x", status: 9 });
    expect(bad.json.code).toBe(500);
    expect(bad.json.msg).toBe("アカウントの利用状態が正しくありません");
  });

  it("a whole packing-list number finds its seller, and the row leads to that packing list", async () => {
    const { packingList } = await import("../helpers/packing-list");
    const list = await packingList();
    const support = await signedInStaff(["support"]);
    const found = await staffCall("GET", "/staff/customers", support.cookie, {
      query: { q: list.containerNo },
    });
    expect(found.json.rows).toHaveLength(1);
    expect(found.json.rows![0]).toMatchObject({
      id: list.customer.id,
      order: null,
      packingList: { id: list.id, containerNo: list.containerNo },
    });
    const partial = await staffCall("GET", "/staff/customers", support.cookie, {
      query: { q: list.containerNo.slice(0, -3) },
    });
    expect(partial.json.rows!.map((r: { id: number }) => r.id)).not.toContain(list.customer.id);
  });

  it("the customer page shows profile, standing, balance and frozen amount, and short lists with their counts", async () => {
    const { c } = await sellerWithOrder({ companyName: "Overview 商事" });
    for (let i = 0; i < 6; i++) await unpaidOrder(c.id);
    await getDb().customer.update({ where: { id: c.id }, data: { frozenYen: 3_000 } });
    const sent = await post("/shop/message/send", {
      token: c.token,
      body: { title: "納期について", content: "いつ届きますか？" },
    });
    expect(sent.json.code).toBe(200);
    await setAccountStatus(CLI_ACTOR, restrict(c.id));

    const support = await signedInStaff(["support"]);
    const res = await staffCall("GET", `/staff/customers/${c.id}`, support.cookie);
    expect(res.json.code).toBe(200);
    const data = res.json.data;
    expect(data.profile).toMatchObject({
      id: c.id,
      email: c.email,
      companyName: "Overview 商事",
      status: CUSTOMER_STATUS.RESTRICTED,
      restricted: true,
      balance: 50_000,
      frozenAmount: 3_000,
    });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.membership).toBeNull();
    expect(data.orders.total).toBe(7);
    expect(data.orders.rows).toHaveLength(5);
    expect(data.packingLists).toEqual({ total: 0, rows: [] });
    expect(data.problems).toEqual({ total: 0, rows: [] });
    expect(data.threads.total).toBe(1);
    expect(data.threads.rows[0]).toMatchObject({ title: "納期について", lastDirection: 1 });

    const missing = await staffCall("GET", "/staff/customers/2000000000", support.cookie, { lang: "en-us" });
    expect(missing.json).toEqual({ code: 500, msg: "Not found" });
    const garbage = await staffCall("GET", "/staff/customers/abc", support.cookie, { lang: "en-us" });
    expect(garbage.json).toEqual({ code: 500, msg: "Not found" });
  });
});

describe("getCustomerOrder (the console's order page)", () => {
  it("is the order as its seller reads it, with the seller; an id no order has is not found", async () => {
    const { c, order } = await sellerWithOrder({ companyName: "株式会社テスト" });
    const { getCustomerOrder } = await import("@/lib/customers/staff-view");
    const { getOrder } = await import("@/lib/orders/get-order");
    const seen = await getCustomerOrder(order.id, "zh-cn");
    const { customer, ...rest } = seen;
    expect(rest).toEqual(await getOrder(c.id, order.id, "zh-cn"));
    expect(customer).toEqual({
      id: c.id,
      email: c.email,
      userName: expect.any(String),
      companyName: "株式会社テスト",
    });
    await expect(getCustomerOrder(2_000_000_000, "ja")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("getCustomerContainer (the console's packing-list page)", () => {
  it("is the packing list as its seller reads it, with the seller; an id no packing list has is not found", async () => {
    const { packingList } = await import("../helpers/packing-list");
    const { getCustomerContainer } = await import("@/lib/customers/staff-view");
    const { getContainer } = await import("@/lib/shipping/container-view");
    const dispatched = await packingList({ to: "dispatched" });
    const seen = await getCustomerContainer(dispatched.id, "ko");
    const { customer, ...rest } = seen;
    expect(rest).toEqual(await getContainer(dispatched.customer.id, dispatched.id, "ko"));
    expect(rest.boxes.length).toBeGreaterThan(0);
    expect(customer).toEqual(
      await getDb().customer.findUniqueOrThrow({
        where: { id: dispatched.customer.id },
        select: { id: true, email: true, userName: true, companyName: true },
      }),
    );
    await expect(getCustomerContainer(2_000_000_000, "ja")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
