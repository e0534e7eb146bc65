import { isDeepStrictEqual } from "node:util";
import { ORDER_STATUS, REVIEW_STATUS, TRANSACTION_TYPE } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { currentCode } from "@/lib/staff/totp";
import { createUnpaidOrder, type Seller, type Staff } from "./fixtures";
import { cookieOf, get, post, shown, type CallOptions, type Door } from "./http";
import type { Check } from "./report";
import type { Setup } from "./setup";

/**
 * Check 3: money moves once however the requests are spread. The same idempotency key sent to A and B at the
 * same moment, then replayed through the proxy to each, pays once, writes one ledger row and answers the
 * same; two finance members' approvals of one top-up on A and B at once credit it once.
 */
const ORDER_YEN = 1_200;
const TOP_UP_YEN = 3_000;

/** The same request to A and B at once, then through the proxy twice (to A and to B). */
async function sentEverywhere(s: Setup, path: string, o: CallOptions) {
  const race = await Promise.all([post(s.a, path, o), post(s.b, path, o)]);
  const replays = [await post(s.proxy, path, o), await post(s.proxy, path, o)];
  return { race, replays, all: [...race, ...replays] };
}

type Data = Record<string, unknown>;

/**
 * One request did it and the other three are replays answered as one instance answers a replay: `asReplay`
 * turns the first answer into that (the replay's `replayed: true`, and for a payment `paidYen: 0`, what the
 * replay itself paid — tests/integration/orders-pay.integration.test.ts).
 */
function judgeIdempotent(
  check: Check,
  what: string,
  sent: Awaited<ReturnType<typeof sentEverywhere>>,
  asReplay: (first: Data) => Data,
) {
  const { all } = sent;
  const refused = all.find((a) => a.body?.code !== 200);
  check.that(!refused, `${what}: all four requests succeed`, refused && shown(refused));
  const firsts = sent.race.filter((a) => a.body?.data?.replayed === false);
  const others = all.filter((a) => a !== firsts[0]);
  const replay = firsts.length === 1 ? asReplay(firsts[0].body!.data) : null;
  check.that(
    replay !== null && others.every((a) => isDeepStrictEqual(a.body?.data, replay)),
    `${what}: one of the two at once did it; the other and both replays answer as a replay does on one instance`,
    all.map((a) => `${a.servedBy} ${JSON.stringify(a.body?.data ?? null).slice(0, 120)}`).join(" | "),
  );
}

const balanceOf = async (customerId: number) =>
  (await getDb().customer.findUniqueOrThrow({ where: { id: customerId }, select: { balanceYen: true } }))
    .balanceYen;

async function payOrder(check: Check, s: Setup, seller: Seller, token: string, run: string) {
  const order = await createUnpaidOrder(seller.id, ORDER_YEN);
  const before = await balanceOf(seller.id);
  const key = `inst-${run}-order`;
  const sent = await sentEverywhere(s, "/shop/order/payByBalance", {
    token,
    body: { orderIds: [order.id] },
    headers: { "idempotency-key": key },
  });
  judgeIdempotent(check, `paying order ${order.orderNo} from the balance with one key`, sent, (first) => ({
    ...first,
    paidYen: 0,
    replayed: true,
  }));
  const db = getDb();
  const rows = await db.accountTransaction.findMany({
    where: { customerId: seller.id, orderId: order.id, type: TRANSACTION_TYPE.ORDER_PAYMENT },
    select: { amountYen: true },
  });
  const after = await balanceOf(seller.id);
  check.that(
    rows.length === 1 && rows[0].amountYen === -ORDER_YEN && after === before - ORDER_YEN,
    `charged once: one ledger row of −${ORDER_YEN} yen, balance ${before} → ${before - ORDER_YEN}`,
    `${rows.length} ledger rows (${rows.map((r) => r.amountYen).join(", ")}), balance ${before} → ${after}`,
  );
  const logs = await db.orderStatusLog.count({
    where: { orderId: order.id, fromStatus: ORDER_STATUS.AWAITING_PAYMENT },
  });
  check.that(
    logs === 1,
    "the order left “awaiting payment” once (one timeline row)",
    `${logs} timeline rows`,
  );
}

async function requestTopUp(s: Setup, seller: Seller, token: string, run: string, check: Check) {
  const banks = await get(s.proxy, "/shop/account/bankAccounts", { token });
  const bankAccountId = banks.body?.data?.[0]?.id;
  if (!check.that(!!bankAccountId, "the shop has a bank account to transfer to", shown(banks))) return null;
  const key = `inst-${run}-topup`;
  // All of the seller's requests, not those under the key: a broken instance may store another key.
  const mine = () =>
    getDb().topUp.findMany({
      where: { customerId: seller.id },
      select: { id: true, topUpNo: true },
      orderBy: { id: "asc" },
    });
  const before = (await mine()).length;
  const sent = await sentEverywhere(s, "/shop/account/topUp", {
    token,
    body: { amount: TOP_UP_YEN, bankAccountId, idempotencyKey: key },
  });
  judgeIdempotent(check, `asking for a ${TOP_UP_YEN} yen bank top-up with one key`, sent, (first) => ({
    ...first,
    replayed: true,
  }));
  const rows = (await mine()).slice(before);
  check.that(rows.length === 1, "one top-up request stored", `${rows.length} new requests`);
  return rows[0] ?? null;
}

/** Two finance members approve the transfer at the same moment, one on A and one on B. */
async function approveTwice(
  check: Check,
  s: Setup,
  staff: Staff[],
  topUp: { id: number; topUpNo: string },
  seller: Seller,
) {
  const console = { "sec-fetch-site": "same-origin" };
  const cookies: string[] = [];
  for (const [i, member] of staff.entries()) {
    const door: Door = i === 0 ? s.a : s.b;
    const body = { email: member.email, password: member.password, code: currentCode(member.totpSecret) };
    const login = await post(door, "/staff/auth/login", { body, headers: console });
    const cookie = cookieOf(login, STAFF_SESSION_COOKIE);
    if (!check.that(!!cookie, `finance member ${i + 1} signs in on ${door.name}`, shown(login))) return;
    cookies.push(cookie!);
  }
  const before = await balanceOf(seller.id);
  const approve = (door: Door, cookie: string) =>
    post(door, "/staff/finance/topups/approve", { cookie, headers: console, body: { id: topUp.id } });
  const answers = await Promise.all([approve(s.a, cookies[0]), approve(s.b, cookies[1])]);
  const approved = answers.filter((a) => a.body?.code === 200);
  check.that(
    approved.length >= 1,
    "approving the top-up on A and B at once: one approval goes through",
    answers.map(shown).join(", "),
  );
  check.note(`the other answered: ${answers.map(shown).join(" / ")}`);
  const rows = await getDb().accountTransaction.findMany({
    where: { topUpId: topUp.id, type: TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP },
    select: { amountYen: true },
  });
  const audits = await getDb().auditLog.count({
    where: { action: "topup.approve", entityType: "top_up", entityId: String(topUp.id) },
  });
  const row = await getDb().topUp.findUniqueOrThrow({
    where: { id: topUp.id },
    select: { reviewStatus: true },
  });
  const after = await balanceOf(seller.id);
  check.that(
    rows.length === 1 &&
      audits === 1 &&
      row.reviewStatus === REVIEW_STATUS.APPROVED &&
      after === before + TOP_UP_YEN,
    `credited once: one ledger row, one audit row, balance ${before} → ${before + TOP_UP_YEN}`,
    `${rows.length} ledger rows, ${audits} audit rows, status ${row.reviewStatus}, balance ${before} → ${after}`,
  );
}

export async function checkPayments(check: Check, s: Setup, seller: Seller, staff: Staff[], run: string) {
  const login = await post(s.a, "/shop/user/login", {
    body: { account: seller.email, password: seller.password },
  });
  const token: string | undefined = login.body?.token;
  if (!check.that(!!token, "the run's seller signs in on A", shown(login))) return;
  await payOrder(check, s, seller, token!, run);
  const topUp = await requestTopUp(s, seller, token!, run, check);
  if (topUp) await approveTwice(check, s, staff, topUp, seller);
}
