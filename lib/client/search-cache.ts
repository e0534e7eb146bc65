/**
 * Keep-alive for the goods lists (SPEC §2: /search is kept alive; §9: up to 10 kept views). A snapshot
 * of a list (its loaded pages and the window's scroll position) is kept in sessionStorage per view key,
 * so going back from a product — even after a full page load — shows the same results at the same place.
 * The oldest views are dropped beyond the limit or when the storage is full.
 */
export const KEEP_ALIVE = Object.freeze({
  maxViews: 10,
  maxAgeMs: 30 * 60_000,
  storageKey: "keepAlive:goods",
});

/** Kept lists of a seller's own records: they go with the session (`forgetSellerViews`). */
export const SELLER_VIEWS = Object.freeze({
  orders: "keepAlive:orders",
  problems: "keepAlive:problems",
});

/** At logout or an expired session: the next seller on this tab must not see the last one's rows. */
export function forgetSellerViews(storage: Pick<Storage, "removeItem">): void {
  Object.values(SELLER_VIEWS).forEach((key) => storage.removeItem(key));
}

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type ListPage<Row> = { total: number; rows: Row[] };
export type ListSnapshot<Row = unknown> = {
  pages: ListPage<Row>[];
  pageParams: number[];
  scrollY: number;
  savedAt: number;
};

type Stored = Record<string, ListSnapshot>;

export type KeepAliveStore = {
  load: <Row>(key: string) => ListSnapshot<Row> | undefined;
  saveList: <Row>(key: string, pages: ListPage<Row>[], pageParams: number[]) => void;
  saveScroll: (key: string, scrollY: number) => void;
  remove: (key: string) => void;
};

export function createKeepAliveStore(
  storage: StorageLike,
  options: { maxViews?: number; maxAgeMs?: number; now?: () => number; storageKey?: string } = {},
): KeepAliveStore {
  const maxViews = options.maxViews ?? KEEP_ALIVE.maxViews;
  const maxAgeMs = options.maxAgeMs ?? KEEP_ALIVE.maxAgeMs;
  const now = options.now ?? Date.now;
  const storageKey = options.storageKey ?? KEEP_ALIVE.storageKey;

  const read = (): Stored => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? "{}");
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
    } catch {
      return {};
    }
  };
  /** Newest first; expired and surplus views dropped; on a full storage the oldest go one by one. */
  const write = (all: Stored) => {
    const t = now();
    let entries = Object.entries(all)
      .filter(([, s]) => t - s.savedAt <= maxAgeMs)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, maxViews);
    while (true) {
      try {
        if (entries.length) storage.setItem(storageKey, JSON.stringify(Object.fromEntries(entries)));
        else storage.removeItem(storageKey);
        return;
      } catch {
        if (entries.length <= 1) {
          storage.removeItem(storageKey);
          return;
        }
        entries = entries.slice(0, -1);
      }
    }
  };

  return {
    load: <Row>(key: string) => {
      const s = read()[key];
      if (!s || now() - s.savedAt > maxAgeMs || !Array.isArray(s.pages)) return undefined;
      return s as ListSnapshot<Row>;
    },
    saveList: (key, pages, pageParams) => {
      const all = read();
      all[key] = { pages, pageParams, scrollY: all[key]?.scrollY ?? 0, savedAt: now() };
      write(all);
    },
    saveScroll: (key, scrollY) => {
      const all = read();
      const s = all[key];
      if (!s) return;
      all[key] = { ...s, scrollY: Math.max(0, Math.round(scrollY)), savedAt: now() };
      write(all);
    },
    remove: (key) => {
      const all = read();
      delete all[key];
      write(all);
    },
  };
}
