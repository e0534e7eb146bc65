import { createHmac } from "node:crypto";

/**
 * Request signing of the Alibaba (1688) open platform gateway, "API 签名规则"
 * (open.1688.com/api/sysSignature.htm): the signed text is the URL path from `param2` up to the
 * `?`, followed by every parameter's key+value (except `_aop_signature`) sorted by that pair;
 * the signature is the upper-case hex HMAC-SHA1 of that text keyed with the app secret.
 */

export const SIGNATURE_PARAM = "_aop_signature";

/** `param2/1/com.alibaba.fenxiao.crossborder/product.search.keywordQuery/<appKey>` */
export function aopUrlPath(namespace: string, apiName: string, appKey: string, version = 1): string {
  return `param2/${version}/${namespace}/${apiName}/${appKey}`;
}

/** The text that is signed: url path + sorted key+value pairs. */
export function aopSigningText(urlPath: string, params: Record<string, string>): string {
  const pairs = Object.entries(params)
    .filter(([key]) => key !== SIGNATURE_PARAM)
    .map(([key, value]) => key + value)
    // The rule sorts the concatenated pairs (plain code-unit order, as Java's String sort).
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return urlPath + pairs.join("");
}

export function aopSignature(urlPath: string, params: Record<string, string>, appSecret: string): string {
  return createHmac("sha1", appSecret)
    .update(aopSigningText(urlPath, params), "utf8")
    .digest("hex")
    .toUpperCase();
}
