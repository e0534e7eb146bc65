// Operator command: record the day's bank TTS rate; the shop's rate becomes TTS + 0.7 (SPEC §9).
//   npm run op:rate -- 21.35 [bank name] [YYYY-MM-DD] [--as <staff email>] [--confirm]
// The date defaults to today in Japan. The audit trail names "cli", or the active staff member of `--as`;
// the finance desk's rate entry calls the same setRate (docs/staff.md "Finance desk"). A shop rate more than
// LIMITS.rateLargeChangePercent away from the latest one recorded is refused unless `--confirm` is given (the
// desk's confirmation box): the refusal prints both rates and the change.
import { now } from "@/lib/clock";
import { closeDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { AppError, ERRORS } from "@/lib/errors";
import { translator } from "@/lib/i18n/messages";
import { japanYmd } from "@/lib/japan-time";
import { setRate } from "@/lib/rates/exchange-rate";
import { parseInput, refuseControlCharacters } from "@/lib/validation/parse";
import { ZRateSet } from "@/lib/validation/staff-finance";
import { Usage, actorOption, option } from "./cli";

const USAGE =
  "usage: npm run op:rate -- <TTS e.g. 21.35> [bank name] [YYYY-MM-DD] [--as <staff email>] [--confirm]";

let exitCode = 0;
try {
  const args = process.argv.slice(2);
  refuseControlCharacters(args);
  await prepareDatabase();
  const actor = await actorOption(args);
  const confirmLargeChange = option(args, "--confirm", false) === true;
  const [tts, bankName = "三菱UFJ銀行", date = japanYmd(now())] = args;
  if (!tts) throw new Usage("missing TTS");
  const input = parseInput(ZRateSet, { bankTts: tts, bankName, effectiveDate: date, confirmLargeChange });
  const rate = await setRate(actor, input);
  console.log(
    `${rate.replayed ? "already recorded: " : ""}rate for ${rate.effectiveDate}: TTS ${rate.bankTts} + 0.7 = ` +
      `${rate.rate} yen per yuan (${rate.bankName})`,
  );
} catch (error) {
  if (error instanceof Usage) {
    console.error(`${error.message}\n${USAGE}`);
    exitCode = 2;
  } else if (error instanceof AppError) {
    const t = translator("ja");
    console.error(`refused: ${t(error.messageKey ?? ERRORS[error.code].key, error.values)}`);
    if (error.code === "RATE_LARGE_CHANGE") console.error("if the TTS is right, run again with --confirm");
    exitCode = 1;
  } else throw error;
} finally {
  await closeDb();
}
process.exit(exitCode);
