import { env } from "@/lib/env";

/** PayPal settings from the environment (lib/env.ts); the option is offered only with client id + secret. */
export type PaypalConfig = { clientId: string; clientSecret: string; apiBase: string; webhookId?: string };

export function paypalConfig(): PaypalConfig | null {
  const e = env();
  if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET) return null;
  return {
    clientId: e.PAYPAL_CLIENT_ID,
    clientSecret: e.PAYPAL_CLIENT_SECRET,
    apiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ""),
    webhookId: e.PAYPAL_WEBHOOK_ID,
  };
}

export const paypalAvailable = (): boolean => paypalConfig() !== null;
