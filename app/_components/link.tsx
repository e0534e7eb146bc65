import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next.js's link without prefetching (docs/decisions.md "Pages are not prefetched"): every page of the shop and
 * the console is rendered per request, so a prefetch brings the route's outline but none of its data, the tap
 * still waits for one request, and each link in view cost the server two requests. Every link of the app is
 * this one (ESLint forbids importing next/link elsewhere).
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
