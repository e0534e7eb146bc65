/**
 * `npm run db:seed` / `prisma db seed`: loads the demo data into the configured database
 * (DATABASE_URL, or the embedded PGlite directory when it is unset). Safe to run repeatedly.
 */
import { closeDb, getDb } from "@/lib/db/client";
import { prepareDatabase } from "@/lib/db/prepare";
import { seedDemo } from "@/lib/seed/demo";

try {
  await prepareDatabase();
  const { created } = await seedDemo(getDb());
  console.log(
    created ? "Demo data created." : "Demo data already present (demo@example.com exists): nothing to do.",
  );
} catch (err) {
  console.error("Seeding failed:", err);
  process.exitCode = 1;
} finally {
  await closeDb();
}
