import { ok } from "@/lib/api/envelope";
import { serve } from "@/lib/api/serve";
import { customsLinesSave } from "@/lib/api/endpoints/customsPapers";
import { saveCustomsLines } from "@/lib/customs/customs-lines";

/** The seller words some lines of their packing list's customs papers (until dispatch). */
export const POST = serve(customsLinesSave, async ({ auth, params, body }) =>
  ok(await saveCustomsLines(auth.customerId, params.containerId, body)),
);

export * from "@/lib/api/method-not-allowed";
