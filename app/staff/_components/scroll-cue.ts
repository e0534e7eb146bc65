/** Where a sideways-scrolling box stands: wider content than the box, and more of it to either side. */
export type ScrollCue = { overflows: boolean; moreLeft: boolean; moreRight: boolean };

export const NO_SCROLL: ScrollCue = Object.freeze({ overflows: false, moreLeft: false, moreRight: false });

/**
 * The cue of a box from its scroll measures (an element's scrollLeft, scrollWidth, clientWidth). A pixel of
 * slack on each side: browsers report fractional widths rounded, so a box scrolled to its end may stay 1 px short.
 */
export function scrollCue(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollCue {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return NO_SCROLL;
  const left = Math.max(0, box.scrollLeft);
  return { overflows: true, moreLeft: left > 1, moreRight: left < hidden - 1 };
}
