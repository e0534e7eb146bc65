/**
 * What a seller's writes and uploads cost (docs/scaling.md "Writes and uploads"): the shop server's CPU, the
 * database's CPU and the server's memory per call, against a running `next start` with the demo data on
 * PostgreSQL on this machine (the shop's process found by its port, PostgreSQL's by name).
 *
 *   npm run bench:writes -- --base=http://localhost:3000 [--rounds=30] [--upload-kb=500]
 *
 * It writes as demo@example.com (cart lines, orders paid from the balance, an address saved again, replies in
 * a thread, uploaded photos): run it on a throwaway database, its balance credited first
 * (`npm run op:balance-adjust -- demo@example.com compensation 1000000 "bench"`). Each round makes one of each
 * call, in the order a seller would (two cart lines, the order of both, its payment, the address, a message, an
 * upload); each call's CPU is the difference of the processes' user + system time around it (/proc, 10 ms
 * ticks), summed over the rounds and divided by them.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { arg } from "./harness";
import { cpuMs, postgresCpuMs, serverPid } from "./measure";

const base = arg("base", "http://localhost:3000");
const rounds = Number(arg("rounds", "30"));
const uploadKb = Number(arg("upload-kb", "500"));

type Envelope = { code: number; msg?: string; data?: unknown; rows?: unknown[]; token?: string };

/** Resident memory of a process in MB (`VmRSS`), and its peak so far (`VmHWM`). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function call(path: string, token: string, body: unknown, form?: FormData): Promise<Envelope> {
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(form ? {} : { "content-type": "application/json" }) },
    body: form ?? JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope;
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json;
}

async function get(path: string, token: string): Promise<Envelope> {
  const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as Envelope;
}

type Card = { goodsId: number; platformType: number; goodsPrice: number; minOrderQty: number };

/** The two cheapest catalogue goods that can be ordered one at a time (two cart lines), with a SKU in stock. */
async function twoGoods(token: string) {
  const categories = ((await get("/shop/goods/categoryListByParentId/0", token)).data ?? []) as {
    id: number;
  }[];
  const cards: Card[] = [];
  for (const category of categories) {
    const page = await get(`/shop/goods/list?categoryId=${category.id}&pageNum=1&pageSize=20`, token);
    cards.push(...((page.rows ?? []) as Card[]).filter((c) => c.minOrderQty <= 1));
  }
  cards.sort((a, b) => a.goodsPrice - b.goodsPrice);
  const found: { card: Card; skuId?: string }[] = [];
  for (const card of cards) {
    const detail = (await get(`/shop/goods/detail/${card.goodsId}`, token)).data as {
      skus: { skuId: string; stock: number }[];
    };
    const sku = detail.skus.find((s) => s.stock >= rounds + 5);
    if (detail.skus.length && !sku) continue;
    found.push({ card, skuId: sku?.skuId });
    if (found.length === 2) return found;
  }
  throw new Error("no two catalogue goods to order one at a time");
}

/** A JPEG photo of about `kb` kilobytes (noise does not compress), as a seller's phone would send. */
async function photo(kb: number): Promise<Buffer> {
  let side = Math.round(Math.sqrt(kb * 1024) * 1.1);
  for (;;) {
    const jpeg = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (jpeg.length >= kb * 1024 * 0.9 || side > 4000) return jpeg;
    side = Math.round(side * 1.2);
  }
}

async function main() {
  const pid = serverPid(base);
  const login = (await (
    await fetch(`${base}/api/shop/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "demo@example.com", password: "Demo1234" }),
    })
  ).json()) as Envelope;
  if (!login.token) throw new Error(`no token from ${base} (is the demo data seeded?)`);
  const token = login.token;

  const goods = await twoGoods(token);
  const saved = ((await get("/shop/configAddressInfo/list", token)).rows ?? []) as Record<string, unknown>[];
  if (!saved[0]) throw new Error("the demo seller has no address");
  const fields = ["id", "name", "postalCode", "regionId", "address", "phone", "email", "companyName"];
  const address = Object.fromEntries(fields.map((field) => [field, saved[0][field] ?? undefined]));
  const thread = (await call("/shop/message/send", token, { title: "bench", content: "bench" })).data as {
    threadId: number;
  };
  const jpeg = await photo(uploadKb);

  const totals = new Map<string, { calls: number; server: number; database: number }>();
  async function timed<T>(kind: string, run: () => Promise<T>): Promise<T> {
    const server = cpuMs(pid);
    const database = postgresCpuMs();
    const result = await run();
    const sum = totals.get(kind) ?? { calls: 0, server: 0, database: 0 };
    sum.calls += 1;
    sum.server += cpuMs(pid) - server;
    sum.database += postgresCpuMs() - database;
    totals.set(kind, sum);
    return result;
  }

  const lines = goods.map(({ card, skuId }) => ({
    goodsId: card.goodsId,
    platformType: card.platformType,
    goodsPrice: card.goodsPrice,
    goodsCount: 1,
    spData: [],
    ...(skuId ? { skuId } : {}),
  }));
  const memoryBefore = memoryMb(pid);
  let uploadPeak = memoryBefore.rss;
  // One round first, unmeasured: the first call of each route compiles what the later ones reuse.
  for (let round = 0; round <= rounds; round++) {
    const measured = round > 0;
    const step = <T>(kind: string, run: () => Promise<T>) => (measured ? timed(kind, run) : run());
    const added: number[] = [];
    for (const line of lines) {
      const cart = await step("cart line", () => call("/shop/shoppingVehicle/insert", token, line));
      added.push((cart.data as { id: number }).id);
    }
    const submitted = await step("order of 2 lines", () =>
      call("/shop/order/submit", token, { lines: added.map((id) => ({ id, goodsCount: 1 })) }),
    );
    const order = submitted.data as { orderIds: number[] };
    await step("payment from the balance", () =>
      call("/shop/order/payByBalance", token, { orderIds: order.orderIds }),
    );
    await step("address saved", () => call("/shop/configAddressInfo/insertAndEdit", token, address));
    await step("message reply", () =>
      call("/shop/message/send", token, { threadId: thread.threadId, content: `bench ${round}` }),
    );
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    form.set("modular", "message");
    await step(`upload of ${Math.round(jpeg.length / 1024)} KB`, () =>
      call("/aliyun/oss/upload", token, null, form),
    );
    uploadPeak = Math.max(uploadPeak, memoryMb(pid).rss);
  }
  const memoryAfter = memoryMb(pid);

  console.log(`Seller writes and uploads, ${rounds} rounds, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log("| call | calls | shop CPU ms per call | PostgreSQL CPU ms per call |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [kind, { calls, server, database }] of totals) {
    console.log(`| ${kind} | ${calls} | ${(server / calls).toFixed(1)} | ${(database / calls).toFixed(1)} |`);
  }
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  console.log(
    `\nShop server memory: ${mb(memoryBefore.rss)} before, ${mb(uploadPeak)} at most between rounds, ` +
      `${mb(memoryAfter.rss)} after; its peak since start ${mb(memoryAfter.peak)} (${mb(memoryBefore.peak)} before).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
