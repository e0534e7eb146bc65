import { env } from "@/lib/env";
import type { GoodsProvider } from "@/lib/goods/types";
import { createAlibabaOpenProvider } from "./alibaba-open";

let built: { key: string; provider: GoodsProvider } | undefined;

/**
 * The 1688 open API provider when ALIBABA_OPEN_APP_KEY and ALIBABA_OPEN_APP_SECRET are set,
 * else null (the catalogue serves 1688). Rebuilt only when the configuration changes.
 */
export function alibabaOpenProviderFromEnv(fallback: GoodsProvider): GoodsProvider | null {
  const e = env();
  if (!e.ALIBABA_OPEN_APP_KEY || !e.ALIBABA_OPEN_APP_SECRET) return null;
  const config = {
    appKey: e.ALIBABA_OPEN_APP_KEY,
    appSecret: e.ALIBABA_OPEN_APP_SECRET,
    accessToken: e.ALIBABA_OPEN_ACCESS_TOKEN,
    apiBase: e.ALIBABA_OPEN_API_BASE,
  };
  const key = JSON.stringify([config, fallback.name]);
  if (built?.key !== key) built = { key, provider: createAlibabaOpenProvider({ config, fallback }) };
  return built.provider;
}
