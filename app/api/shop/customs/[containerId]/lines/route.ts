import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsLinesList, customsLinesSave } from "@/lib/api/endpoints/customsPapers";
import { listCustomsLines, saveCustomsLines } from "@/lib/customs/customs-lines";

/** The wording of the lines of the seller's packing list, as the papers print it. */
export const GET = serve(customsLinesList, async ({ auth, params }) =>
  ok(await listCustomsLines(auth.customerId, params.containerId)),
);

/** The seller words some lines of their packing list's customs papers (until dispatch). */
export const POST = serve(customsLinesSave, async ({ auth, params, body }) =>
  ok(await saveCustomsLines(auth.customerId, params.containerId, body)),
);

export * from "@/lib/api/method-not-allowed";
