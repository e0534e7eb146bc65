import { errorResponse } from "./handler";
import { resolveLocale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * Every API route file ends with `export * from "@/lib/api/method-not-allowed"`: the methods the file does
 * not define itself (its own exports shadow these) answer 405 in the envelope instead of Next.js's empty
 * body. HEAD and OPTIONS are left to Next.js (HEAD follows GET, OPTIONS lists the methods).
 */
function methodNotAllowed(req: Request): Response {
  return errorResponse("METHOD_NOT_ALLOWED", translator(resolveLocale(req.headers.get("accept-language"))));
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as DELETE,
  methodNotAllowed as PATCH,
};
