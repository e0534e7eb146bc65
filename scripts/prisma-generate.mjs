// Generates the Prisma client. `prisma generate` insists on locating a schema-engine binary even
// though it never runs it; offline (no binary download possible) any existing executable will do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const env = { ...process.env };
const engines = path.join("node_modules", "@prisma", "engines");
const downloaded =
  existsSync(engines) &&
  (await import("node:fs")).readdirSync(engines).some((f) => f.startsWith("schema-engine"));
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !downloaded) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
execFileSync(process.execPath, [path.join("node_modules", "prisma", "build", "index.js"), "generate"], {
  stdio: "inherit",
  env,
});
