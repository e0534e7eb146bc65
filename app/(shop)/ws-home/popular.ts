/** How many best sellers the home page shows (the page renders them, HomeGoods refreshes them). */
export const POPULAR_GOODS = 8;
