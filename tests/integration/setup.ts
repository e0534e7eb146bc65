import { afterAll } from "vitest";
import { mailbox } from "../helpers/mailbox";
import { resetEnvForTests } from "@/lib/env";
import { createFileDatabase } from "./file-database";

process.env.SMTP_URL = mailbox.url;
// Every file starts on a clean database of its own: a fresh in-memory PGlite without a PostgreSQL server, a
// copy of the run's migrated template with one. The base URL is kept aside in case a worker runs more than
// one file.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = "memory://";
else {
  process.env.INTEGRATION_BASE_DATABASE_URL ??= process.env.DATABASE_URL;
  process.env.DATABASE_URL = await createFileDatabase(process.env.INTEGRATION_BASE_DATABASE_URL);
}
resetEnvForTests();

const { prepareDatabase } = await import("@/lib/db/prepare");
await prepareDatabase();

afterAll(async () => {
  await mailbox.close();
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
});
