import { realTimers, type Timers } from "./debounce";

/**
 * SPEC §9 goods gallery: the first 5 images, rotating every 5 s. A manual pick shows the picked image
 * and pauses the rotation; it resumes 2 s after the pick (then again every 5 s). A new pick within those
 * 2 s restarts the pause.
 */
export const GALLERY = Object.freeze({ maxImages: 5, intervalMs: 5_000, resumeAfterPickMs: 2_000 });

export type GalleryRotation = {
  start: () => void;
  pick: (index: number) => void;
  stop: () => void;
  index: () => number;
};

export function createGalleryRotation(options: {
  count: number;
  onChange: (index: number) => void;
  timers?: Timers;
  initialIndex?: number;
}): GalleryRotation {
  const timers = options.timers ?? realTimers;
  const count = Math.min(Math.max(0, options.count), GALLERY.maxImages);
  let current = count ? Math.min(Math.max(0, options.initialIndex ?? 0), count - 1) : 0;
  let handle: unknown;

  const clear = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  const show = (i: number) => {
    if (i === current) return;
    current = i;
    options.onChange(i);
  };
  const schedule = (ms: number) => {
    clear();
    if (count < 2) return;
    handle = timers.setTimeout(() => {
      show((current + 1) % count);
      schedule(GALLERY.intervalMs);
    }, ms);
  };

  return {
    start: () => schedule(GALLERY.intervalMs),
    pick: (i) => {
      if (i < 0 || i >= count) return;
      show(i);
      clear();
      if (count < 2) return;
      handle = timers.setTimeout(() => schedule(GALLERY.intervalMs), GALLERY.resumeAfterPickMs);
    },
    stop: clear,
    index: () => current,
  };
}
