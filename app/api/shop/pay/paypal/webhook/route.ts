import { AppError } from "@/lib/errors";
import { API_HEADERS } from "@/lib/http/api-headers";
import { handlePaypalWebhook } from "@/lib/paypal/webhook";

/**
 * PayPal webhook (register https://<shop>/api/shop/pay/paypal/webhook for PAYMENT.CAPTURE.COMPLETED and
 * CHECKOUT.ORDER.APPROVED). Not wrapped in route(): PayPal needs the raw body for the signature check and
 * reads HTTP status codes, not envelopes.
 */
export async function POST(req: Request): Promise<Response> {
  const raw = await req.text();
  if (raw.length > 1_000_000)
    return Response.json({ result: "too-large" }, { status: 413, headers: API_HEADERS });
  try {
    const outcome = await handlePaypalWebhook(raw, req.headers);
    return Response.json({ result: outcome.result }, { status: outcome.status, headers: API_HEADERS });
  } catch (error) {
    // An AppError was logged with its details where it was raised.
    console.error(
      "[paypal] webhook failed; PayPal will retry:",
      error instanceof AppError ? error.code : error,
    );
    return Response.json({ result: "error" }, { status: 500, headers: API_HEADERS });
  }
}

export * from "@/lib/api/method-not-allowed";
