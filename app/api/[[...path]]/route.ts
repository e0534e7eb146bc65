import { errorResponse } from "@/lib/api/handler";
import { resolveLocale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/** Unknown /api paths answer with an envelope, never Next's HTML 404 page. */
function notFound(req: Request): Response {
  return errorResponse("ROUTE_NOT_FOUND", translator(resolveLocale(req.headers.get("accept-language"))));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as DELETE, notFound as PATCH };
