/**
 * Response shapes of the 1688 cross-border open API (namespace com.alibaba.fenxiao.crossborder,
 * version 1), as far as the shop reads them. Every field is optional because the gateway omits
 * empty ones; prices arrive as decimal strings in yuan, weight in kg, dimensions in cm.
 */

/** The gateway's own refusal (bad signature, missing token, quota …), sent with HTTP 4xx/5xx. */
export type AopGatewayError = { error_code?: string; error_message?: string; exception?: string };

/** Every API wraps its answer as `{ result: { success, code, message, result } }`. */
export type AopEnvelope<T> = {
  result?: { success?: boolean | string; code?: string; message?: string; result?: T };
};

export type AopPriceInfo = {
  price?: string;
  consignPrice?: string;
  promotionPrice?: string;
  jxhyPrice?: string;
};

/** One row of product.search.keywordQuery / product.search.imageQuery. */
export type AopSearchOffer = {
  offerId?: number | string;
  subject?: string;
  /** the title translated into the requested `country` language */
  subjectTrans?: string;
  imageUrl?: string;
  priceInfo?: AopPriceInfo;
  monthSold?: number;
  repurchaseRate?: string;
  isOnePsale?: boolean;
};

export type AopSearchPage = {
  totalRecords?: number;
  totalPage?: number;
  pageSize?: number;
  currentPage?: number;
  data?: AopSearchOffer[];
};

export type AopSkuAttribute = {
  attributeId?: number;
  attributeName?: string;
  attributeNameTrans?: string;
  value?: string;
  valueTrans?: string;
  skuImageUrl?: string;
};

export type AopSkuInfo = {
  skuId?: number | string;
  specId?: string;
  amountOnSale?: number;
  price?: string;
  consignPrice?: string;
  skuAttributes?: AopSkuAttribute[];
};

export type AopPriceRange = { startQuantity?: number; price?: string };

/** product.search.queryProductDetail `result.result`. */
export type AopProductDetail = {
  offerId?: number | string;
  categoryId?: number;
  subject?: string;
  subjectTrans?: string;
  monthSold?: number;
  minOrderQuantity?: number;
  sellerOpenId?: string;
  /** present in newer responses; the shop name when given */
  companyName?: string;
  productImage?: { images?: string[] };
  productSkuInfos?: AopSkuInfo[];
  productSaleInfo?: {
    amountOnSale?: number;
    priceRangeList?: AopPriceRange[];
    consignPrice?: string;
    quoteType?: number;
  };
  productShippingInfo?: {
    sendGoodsAddressText?: string;
    weight?: number;
    length?: number;
    width?: number;
    height?: number;
  };
};
