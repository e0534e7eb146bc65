// npm run api:client — writes lib/client/endpoints.ts and lib/client/routes/*.ts from the declarations in
// lib/api/endpoints; tests/unit/endpoint-parity.test.ts checks that they are current.
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { clientSources } from "./client-source";

const routes = path.join(process.cwd(), "lib/client/routes");
fs.rmSync(routes, { recursive: true, force: true });
fs.mkdirSync(routes, { recursive: true });
for (const [relative, source] of clientSources()) {
  const file = path.join(process.cwd(), relative);
  fs.writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`wrote ${relative}`);
}
