import { cache } from "react";
import { getRate } from "./exchange-rate";

/**
 * The day's rate for a page being rendered on the server, or undefined while none is recorded (the page then
 * shows no rate). Read once per request: the shop's frame (app/_components/first-session.ts) and the home
 * page both show it.
 */
export const pageRate = cache(async () => getRate().catch(() => undefined));
