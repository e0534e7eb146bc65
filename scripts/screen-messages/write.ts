// npm run messages:screens — writes lib/i18n/screen-messages.json, the messages each screen is sent
// (docs/decisions.md "Each screen gets its own messages"); tests/unit/screen-messages.test.ts checks it.
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { root } from "./module-graph";
import { screenMessagesManifest } from "./message-keys";

const file = path.join(root, "lib/i18n/screen-messages.json");
fs.writeFileSync(
  file,
  await format(JSON.stringify(screenMessagesManifest()), { ...(await resolveConfig(file)), filepath: file }),
);
console.log(`wrote ${path.relative(root, file)}`);
