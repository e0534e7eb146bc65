/**
 * The arithmetic of the full-screen photo viewer (lightbox.tsx): which photo a swipe or an arrow key shows,
 * how far a pinch or a double tap zooms, and how far a zoomed photo may be dragged. Pure, so it is tested
 * without a browser.
 */

export const ZOOM = Object.freeze({
  min: 1,
  max: 4,
  /** what a double tap, the zoom button or "+" zooms to */
  toggle: 2.5,
  /** a horizontal drag at least this long (px, and longer than it is tall) changes the photo */
  swipePx: 50,
  /** two taps within this time (ms) and distance (px) are a double tap */
  doubleTapMs: 300,
  tapSlopPx: 10,
});

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const clampScale = (scale: number) =>
  Number.isFinite(scale) ? Math.min(ZOOM.max, Math.max(ZOOM.min, scale)) : ZOOM.min;

/** The photo `delta` steps away, going round at either end. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** +1 (next photo) for a drag to the left, -1 for one to the right, 0 when it was no clear swipe. */
export function swipeStep(dx: number, dy: number, threshold: number = ZOOM.swipePx): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The scale while two fingers move from `startDistance` apart to `distance` apart. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampScale(startScale);
  return clampScale((startScale * distance) / startDistance);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Keeps a photo scaled around the centre of the stage from being dragged past its edges: it may move at
 * most half of what the zoom added on each axis (nothing at scale 1).
 */
export function clampOffset(offset: Point, scale: number, stage: Size): Point {
  const maxX = (stage.width * (scale - 1)) / 2;
  const maxY = (stage.height * (scale - 1)) / 2;
  // "+ 0" turns -0 into 0.
  const clamp = (v: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, v)) + 0);
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/**
 * The offset that keeps `point` (relative to the stage's centre) where it is when the photo goes from
 * scale 1 to `scale`: a double tap zooms into the place tapped.
 */
export function zoomAt(point: Point, scale: number, stage: Size): Point {
  return clampOffset({ x: point.x * (1 - scale), y: point.y * (1 - scale) }, scale, stage);
}
