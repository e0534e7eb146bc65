import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { ZIdParam } from "@/lib/validation/content";
import { readThread } from "@/lib/messages/read-thread";

export const GET = route({ auth: true }, async ({ auth, params, t }) =>
  ok(await readThread(auth.customerId, ZIdParam.parseId(params.id), t)),
);

export * from "@/lib/api/method-not-allowed";
