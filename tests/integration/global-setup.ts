import { dropWorkerDatabases } from "./worker-database";

/** Each run starts its workers on fresh databases and leaves none behind (tests/integration/worker-database.ts). */
export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  await dropWorkerDatabases(baseUrl);
  return () => dropWorkerDatabases(baseUrl);
}
