import { PaypalResult } from "./paypal-result";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * SPEC §2 /pay/status: where PayPal sends the customer back. PayPal appends `token` (its order id) and
 * `PayerID` to our return URL (which carries `topUpNo`); the cancel URL adds `cancel=1`.
 */
export default async function PayStatusPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  return (
    <ScreenMessages screen="pay/status/page">
      <PaypalResult token={first(q.token)} topUpNo={first(q.topUpNo)} cancelled={first(q.cancel) === "1"} />
    </ScreenMessages>
  );
}
