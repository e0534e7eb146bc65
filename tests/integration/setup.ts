import { afterAll } from "vitest";
import { mailbox } from "../helpers/mailbox";
import { resetEnvForTests } from "@/lib/env";
import { workerDatabaseUrl } from "./worker-database";

process.env.SMTP_URL = mailbox.url;
// Without a PostgreSQL server the suite runs on a fresh in-memory PGlite per file.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = "memory://";
else
  process.env.DATABASE_URL = await workerDatabaseUrl(
    process.env.DATABASE_URL,
    process.env.VITEST_POOL_ID ?? "1",
  );
resetEnvForTests();

const { prepareDatabase } = await import("@/lib/db/prepare");
await prepareDatabase();

afterAll(async () => {
  await mailbox.close();
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
});
