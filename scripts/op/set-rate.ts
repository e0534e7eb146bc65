// Operator command: record the day's bank TTS rate; the shop's rate becomes TTS + 0.7 (SPEC §9).
//   npm run op:rate -- 21.35 [bank name] [YYYY-MM-DD]
import { closeDb } from "@/lib/db/client";
import { setRate } from "@/lib/rates/exchange-rate";
import { prepareDatabase } from "@/lib/db/prepare";
import { CONTROL_CHARACTERS } from "@/lib/validation/rules";

const [tts, bankName = "三菱UFJ銀行", date = new Date().toISOString().slice(0, 10)] = process.argv.slice(2);
// The bank name is stored as typed: no control character, as everywhere else (lib/validation/parse.ts).
if (
  !tts ||
  !/^\d+(\.\d{1,4})?$/.test(tts) ||
  !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
  CONTROL_CHARACTERS.test(bankName)
) {
  console.error("usage: npm run op:rate -- <TTS e.g. 21.35> [bank name] [YYYY-MM-DD]");
  process.exit(2);
}
try {
  await prepareDatabase();
  const rate = await setRate({ bankTts: tts, bankName, effectiveDate: date });
  console.log(
    `rate for ${rate.effectiveDate}: TTS ${rate.bankTts} + 0.7 = ${rate.rate} yen per yuan (${rate.bankName})`,
  );
} finally {
  await closeDb();
}
