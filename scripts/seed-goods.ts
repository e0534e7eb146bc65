// Operator / benchmark command: fill the catalogue up to N generated goods (default 2,000) in the
// configured database (DATABASE_URL, or the embedded PGlite directory). Safe to repeat.
//   npm run db:seed-goods -- --count 10000
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { CATALOGUE_SEED, DEMO_CATALOGUE_SIZE } from "@/lib/seed/catalogue";
import { seedCatalogue } from "@/lib/seed/catalogue-store";

const { values } = parseArgs({
  options: { count: { type: "string", default: String(DEMO_CATALOGUE_SIZE) }, seed: { type: "string" } },
});
const count = Number(values.count);
const seed = values.seed === undefined ? CATALOGUE_SEED : Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !Number.isInteger(seed)) {
  console.error("usage: npm run db:seed-goods -- --count <1..1000000> [--seed <integer>]");
  process.exit(2);
}
try {
  await prepareDatabase();
  const started = Date.now();
  const { created } = await seedCatalogue(getDb(), count, seed);
  const total = await getDb().goods.count();
  console.log(`added ${created} goods in ${Date.now() - started} ms; the catalogue now holds ${total}.`);
} catch (err) {
  console.error("Seeding goods failed:", err);
  process.exitCode = 1;
} finally {
  await closeDb();
}
