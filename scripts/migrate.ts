// Operator command: apply prisma/migrations to DATABASE_URL (or the embedded database) like the shop does on start.
import path from "node:path";
import { getSqlRunner, closeDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";

const runner = await getSqlRunner();
try {
  const applied = await applyMigrations(runner, path.join(process.cwd(), "prisma", "migrations"));
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database schema is up to date");
} finally {
  await runner.close();
  await closeDb();
}
