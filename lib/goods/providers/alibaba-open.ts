import { createHash } from "node:crypto";
import { PLATFORM } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { refinePage } from "@/lib/goods/refine-page";
import type { GoodsPage, GoodsProvider, ImageQuery, KeywordQuery, NormalizedGoods } from "@/lib/goods/types";
import { cacheInCatalogue } from "./alibaba-open-cache";
import { callCrossborder, type AlibabaOpenConfig } from "./alibaba-open-client";
import { mapProductDetail, mapSearchOffer } from "./alibaba-open-map";
import type { AopProductDetail, AopSearchPage } from "./alibaba-open-types";

/** Titles come back translated into this language (subjectTrans). */
const TRANSLATION_COUNTRY = "ja";
/** Uploaded image ids kept per process, so paging an image search uploads the photo once. */
const IMAGE_ID_CACHE_SIZE = 200;

export type AlibabaOpenDeps = {
  config: AlibabaOpenConfig;
  /** serves everything this provider does not: other platforms, category browsing, categories */
  fallback: GoodsProvider;
};

function toPage(api: string, page: AopSearchPage | undefined): GoodsPage {
  const rows = (page?.data ?? []).map(mapSearchOffer).filter((g): g is NormalizedGoods => g !== null);
  if (!page) console.error(`[alibaba-open] ${api}: success without result`);
  return { total: page?.totalRecords ?? rows.length, rows };
}

/**
 * GoodsProvider for platform 1688 backed by the 1688 cross-border open API; everything it fetches
 * is cached in the catalogue and returned with its catalogue id.
 */
export function createAlibabaOpenProvider({ config, fallback }: AlibabaOpenDeps): GoodsProvider {
  const imageIds = new Map<string, string>();

  async function search(api: string, offerQueryParam: Record<string, unknown>): Promise<GoodsPage> {
    const answer = await callCrossborder<AopSearchPage>(config, api, {
      offerQueryParam: { ...offerQueryParam, country: TRANSLATION_COUNTRY },
    });
    if (!answer.success) {
      console.error(`[alibaba-open] ${api} refused: ${answer.code} ${answer.message}`);
      throw new AppError("PROVIDER_UNAVAILABLE");
    }
    const page = toPage(api, answer.result);
    return { total: page.total, rows: await cacheInCatalogue(page.rows, "search") };
  }

  async function uploadImage(image: Uint8Array): Promise<string> {
    const digest = createHash("sha256").update(image).digest("hex");
    const known = imageIds.get(digest);
    if (known) return known;
    const answer = await callCrossborder<string>(config, "product.image.upload", {
      uploadImageParam: { imageBase64: Buffer.from(image).toString("base64") },
    });
    if (!answer.success || !answer.result) {
      console.error(`[alibaba-open] product.image.upload refused: ${answer.code} ${answer.message}`);
      throw new AppError("PROVIDER_UNAVAILABLE");
    }
    if (imageIds.size >= IMAGE_ID_CACHE_SIZE) imageIds.delete(imageIds.keys().next().value!);
    imageIds.set(digest, answer.result);
    return answer.result;
  }

  return {
    name: "alibaba-open",

    async searchByKeyword(platform: number, query: KeywordQuery): Promise<GoodsPage> {
      // Category ids are the catalogue's own, unknown to 1688: category browsing stays local.
      if (platform !== PLATFORM.P1688 || query.categoryId !== undefined) {
        return fallback.searchByKeyword(platform, query);
      }
      const page = await search("product.search.keywordQuery", {
        keyword: query.keyword,
        beginPage: query.pageNum,
        pageSize: query.pageSize,
      });
      return refinePage(page, query);
    },

    async searchByImage(platform: number, query: ImageQuery): Promise<GoodsPage> {
      if (platform !== PLATFORM.P1688) return fallback.searchByImage(platform, query);
      // imageQuery takes an imageId from product.image.upload (the documented two-step form).
      const imageId = await uploadImage(await query.picture.bytes());
      return search("product.search.imageQuery", {
        imageId,
        beginPage: query.pageNum,
        pageSize: query.pageSize,
      });
    },

    async detailById(platform: number, sourceId: string): Promise<NormalizedGoods | null> {
      if (platform !== PLATFORM.P1688) return fallback.detailById(platform, sourceId);
      const offerId = Number(sourceId);
      if (!/^\d+$/.test(sourceId) || !Number.isSafeInteger(offerId)) return null;
      const answer = await callCrossborder<AopProductDetail>(config, "product.search.queryProductDetail", {
        offerDetailParam: { offerId, country: TRANSLATION_COUNTRY },
      });
      // A readable refusal means the offer is gone (deleted, off the shelf, not for cross-border).
      const goods = answer.success && answer.result ? mapProductDetail(answer.result) : null;
      return goods && (await cacheInCatalogue([goods], "detail"))[0];
    },

    categories(parentId) {
      return fallback.categories(parentId);
    },
  };
}
