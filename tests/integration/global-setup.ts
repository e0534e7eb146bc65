import { createTemplateDatabase, dropFileDatabases } from "./file-database";

/**
 * Migrates the template every file's database is copied from, once per run, and drops the copies at the end
 * (tests/integration/file-database.ts). Without DATABASE_URL each file opens its own in-memory PGlite.
 */
export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  await dropFileDatabases(baseUrl);
  await createTemplateDatabase(baseUrl);
  return () => dropFileDatabases(baseUrl);
}
