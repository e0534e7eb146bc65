// npm run api:client — writes lib/client/endpoints.ts from the declarations in lib/api/endpoints;
// tests/unit/endpoint-parity.test.ts checks that it is current.
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { clientSource } from "./client-source";

const file = path.join(process.cwd(), "lib/client/endpoints.ts");
fs.writeFileSync(file, await format(clientSource(), { ...(await resolveConfig(file)), filepath: file }));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
