import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import type { Actor } from "@/lib/staff/audit";
import { storeBytes } from "@/lib/uploads/upload-file";
import { parseInput } from "@/lib/validation/parse";
import { ZUnmatchedArrivalRecord } from "@/lib/validation/receiving";
import { ARRIVAL_PHOTO_MODULAR } from "@/lib/warehouse/arrival-photos";
import { flagStaleUnmatchedArrivals, recordUnmatchedArrival } from "@/lib/warehouse/receiving";
import type { Clock } from "./demo-clock";
import type { TimedStep } from "./demo-steps";

/** The scheduled job's actor (lib/jobs/workers.ts JOB_ACTOR), without loading the job queue. */
const JOB: Actor = { staffId: null, actor: "job", roles: [] };

/** A stand-in parcel photo: a carton with a waybill and its barcode bars (no text, so no fonts needed). */
async function parcelPhotoJpeg(seed: number): Promise<Uint8Array> {
  const bars = Array.from({ length: 36 }, (_, i) => {
    const w = 1 + ((seed * (i + 3)) % 4);
    return `<rect x="${250 + i * 7}" y="250" width="${w}" height="60" fill="#111"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#d9d4cc"/>
    <rect x="110" y="90" width="420" height="300" rx="6" fill="#b08050"/>
    <rect x="110" y="215" width="420" height="22" fill="#c9a46f"/>
    <rect x="230" y="150" width="290" height="200" fill="#fafafa" stroke="#999"/>
    ${bars}
    <rect x="250" y="170" width="160" height="10" fill="#777"/>
    <rect x="250" y="190" width="220" height="10" fill="#777"/>
    <rect x="250" y="325" width="120" height="10" fill="#777"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
}

async function warehouseMember(): Promise<Actor> {
  const staff = await getDb().staffUser.findUniqueOrThrow({
    where: { email: "warehouse@example.com" },
    select: { id: true, email: true, roles: true },
  });
  return { staffId: staff.id, actor: staff.email, roles: staff.roles };
}

async function recordParcel(
  seed: number,
  input: Omit<Parameters<typeof recordUnmatchedArrival>[1], "photoUrl">,
) {
  const photo = await storeBytes({
    customerId: null,
    modular: ARRIVAL_PHOTO_MODULAR,
    filename: `parcel-${seed}.jpg`,
    bytes: await parcelPhotoJpeg(seed),
    kind: "jpg",
    extension: "jpg",
  });
  await recordUnmatchedArrival(
    await warehouseMember(),
    parseInput(ZUnmatchedArrivalRecord, { ...input, photoUrl: photo.url }),
  );
}

/**
 * Two parcels that came in without a matching order (docs/warehouse.md "Receiving"), recorded by the demo
 * warehouse member: one nine days ago, flagged by the morning job, and one two days ago, still within the days
 * allowed. The first is the one the API reference's match example gives to an order.
 */
export function demoReceivingSteps(clock: Clock): TimedStep[] {
  return [
    {
      at: clock.at(9, 10, 40),
      label: "unmatched parcel (flagged later)",
      run: () =>
        recordParcel(3, {
          trackingNo: "JT3100457712688",
          carrier: "极兔速递",
          labelText: "寄件人：义乌市佳品日用百货\n收件人：看板仓库 收 / 手写：山田",
          weightGrams: 2380,
        }),
    },
    {
      at: clock.at(2, 15, 5),
      label: "unmatched parcel",
      run: () =>
        recordParcel(7, {
          trackingNo: "JD0091827364550",
          carrier: "京东快递",
          labelText: "寄件人：深圳市华强北电子 / 面单破损，订单号看不清",
          weightGrams: 640,
        }),
    },
    {
      at: clock.at(1, 8, 0),
      label: "unmatched parcels flagged",
      run: async () => void (await flagStaleUnmatchedArrivals(JOB)),
    },
  ];
}
