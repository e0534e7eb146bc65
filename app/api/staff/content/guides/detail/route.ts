import { ok } from "@/lib/api/envelope";
import { staffRoute } from "@/lib/api/staff-route";
import { ZContentRef } from "@/lib/validation/content";
import { getDeskGuide } from "@/lib/content/guide-desk";

export const GET = staffRoute("content.edit", { query: ZContentRef }, async ({ query }) =>
  ok(await getDeskGuide(query.id)),
);

export * from "@/lib/api/method-not-allowed";
