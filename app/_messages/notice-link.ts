/**
 * Where a notice from the agent leads (message.link): only paths of this shop are followed, and the button
 * says what it opens.
 */
const TARGETS: readonly [prefix: string, key: string][] = [
  ["/order/orderBadDetails", "viewProblem"],
  ["/order/orderBad", "viewProblems"],
  ["/order/orderDetails", "viewOrder"],
  ["/feedback/", "viewFeedback"],
  ["/account/rechargeList", "viewTopUps"],
  ["/account/transferApply", "viewWithdrawals"],
  ["/accountEcords", "viewRecords"],
];

/** The link when it is a path of the shop itself ("/…", not "//host" or a URL), else null. */
export function internalLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.includes("\\")) return null;
  return link;
}

/** The message key (message.noticeLink.*) of the button that opens `link`. */
export function noticeLinkKey(link: string): string {
  return `message.noticeLink.${TARGETS.find(([prefix]) => link.startsWith(prefix))?.[1] ?? "view"}`;
}
