import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { staffMessageThread } from "@/lib/api/endpoints/staff";
import { readThreadForStaff } from "@/lib/messages/staff-thread";

export const GET = serve(staffMessageThread, async ({ params, t }) =>
  ok(await readThreadForStaff(params.id, t)),
);

export * from "@/lib/api/method-not-allowed";
