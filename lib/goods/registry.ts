import { PLATFORM } from "@/lib/codes";
import { alibabaOpenProviderFromEnv } from "./providers/alibaba-open-config";
import { catalogueProvider } from "./providers/catalogue";
import type { GoodsProvider } from "./types";

/**
 * The goods source for a platform. The shop's own catalogue serves every platform; a configured
 * external source (the 1688 open API) takes over its platform here.
 */
export function goodsProvider(platform: number): GoodsProvider {
  if (platform === PLATFORM.P1688) return alibabaOpenProviderFromEnv(catalogueProvider) ?? catalogueProvider;
  return catalogueProvider;
}

/** Categories always come from the catalogue's own tree. */
export const categoryProvider: GoodsProvider = catalogueProvider;
