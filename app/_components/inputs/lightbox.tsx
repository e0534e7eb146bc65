"use client";

import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslations } from "next-intl";
import {
  ZOOM,
  clampOffset,
  clampScale,
  distance,
  pinchScale,
  stepIndex,
  swipeStep,
  zoomAt,
  type Point,
} from "./lightbox-gestures";

type Props = { urls: readonly string[]; start: number; alt: string; onClose: () => void };

type Gesture = {
  start: Point;
  startOffset: Point;
  startScale: number;
  startDistance: number;
  pinched: boolean;
};

type View = { scale: number; offset: Point };

const CENTRED: Point = { x: 0, y: 0 };
const UNZOOMED: View = { scale: 1, offset: CENTRED };

/**
 * Full-screen photos: swipe or the arrow buttons/keys go to the other photos, a double tap (or double
 * click), the zoom button, "+"/"-", the wheel or two fingers zoom, a zoomed photo is dragged around.
 * Escape or the close button ends it.
 */
export function Lightbox({ urls, start, alt, onClose }: Props) {
  const t = useTranslations();
  const count = urls.length;
  const [index, setIndex] = useState(() => stepIndex(start, 0, count));
  const [view, setView] = useState<View>(UNZOOMED);
  const [moving, setMoving] = useState(false);
  const { scale, offset } = view;
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  const stageSize = () => {
    const r = stage.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0 };
  };
  /** A pointer's place relative to the stage's centre. */
  const fromCentre = (x: number, y: number): Point => {
    const r = stage.current?.getBoundingClientRect();
    return r ? { x: x - r.left - r.width / 2, y: y - r.top - r.height / 2 } : CENTRED;
  };

  const go = useCallback(
    (delta: number) => {
      setIndex((i) => stepIndex(i, delta, count));
      setView(UNZOOMED);
    },
    [count],
  );
  const zoomTo = useCallback((next: number, around: Point = CENTRED) => {
    const s = clampScale(next);
    const r = stage.current?.getBoundingClientRect();
    const size = { width: r?.width ?? 0, height: r?.height ?? 0 };
    setView(s === 1 ? UNZOOMED : { scale: s, offset: zoomAt(around, s, size) });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      else if (e.key === "ArrowLeft") go(-1);
      else if (e.key === "ArrowRight") go(1);
      else if (e.key === "+" || e.key === "=") zoomTo(ZOOM.toggle);
      else if (e.key === "-" || e.key === "0") zoomTo(1);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [go, onClose, zoomTo]);

  // The wheel zooms instead of scrolling the page behind (needs a listener that may prevent the default).
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      setView((v) => {
        const next = clampScale(v.scale * Math.exp(-e.deltaY / 300));
        return next === 1 ? UNZOOMED : { scale: next, offset: clampOffset(v.offset, next, r) };
      });
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, []);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer already gone (cancelled, or synthetic) cannot be captured; the gesture works without.
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    setMoving(true);
    const [a, b] = [...pointers.current.values()];
    gesture.current = {
      start: { x: e.clientX, y: e.clientY },
      startOffset: offset,
      startScale: scale,
      startDistance: b ? distance(a, b) : 0,
      pinched: !!b || !!gesture.current?.pinched,
    };
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...pointers.current.values()];
    if (b) {
      const s = pinchScale(g.startScale, g.startDistance, distance(a, b));
      const size = stageSize();
      setView((v) => (s === 1 ? UNZOOMED : { scale: s, offset: clampOffset(v.offset, s, size) }));
    } else if (scale > 1) {
      const moved = {
        x: g.startOffset.x + e.clientX - g.start.x,
        y: g.startOffset.y + e.clientY - g.start.y,
      };
      setView({ scale, offset: clampOffset(moved, scale, stageSize()) });
    }
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    if (!g) return;
    const [rest] = [...pointers.current.values()];
    if (rest) {
      // One finger of a pinch lifted: the other one drags on from where it is.
      gesture.current = { ...g, start: rest, startOffset: offset, startScale: scale };
      return;
    }
    gesture.current = null;
    setMoving(false);
    if (g.pinched) return;
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    if (Math.hypot(dx, dy) <= ZOOM.tapSlopPx) {
      const now = performance.now();
      const tap = { x: e.clientX, y: e.clientY };
      const last = lastTap.current;
      if (last && now - last.at < ZOOM.doubleTapMs && distance(last.point, tap) <= ZOOM.tapSlopPx * 3) {
        lastTap.current = null;
        zoomTo(scale > 1 ? 1 : ZOOM.toggle, fromCentre(e.clientX, e.clientY));
      } else lastTap.current = { at: now, point: tap };
      return;
    }
    if (scale === 1) {
      const step = swipeStep(dx, dy);
      if (step && count > 1) go(step);
    }
  }

  function onPointerCancel(e: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size) return;
    gesture.current = null;
    setMoving(false);
  }

  const zoomed = scale > 1;
  const arrow =
    "absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-2xl text-slate-800 shadow hover:bg-white";
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-testid="lightbox"
      className="fixed inset-0 z-[60] flex flex-col bg-black text-white"
    >
      <div className="flex items-center justify-between gap-2 p-3">
        <span className="text-sm tabular-nums" data-testid="lightbox-count" aria-live="polite">
          {count > 1 ? t("inputs.imageCount", { index: index + 1, count }) : ""}
        </span>
        <div className="flex gap-2">
          <button
            type="button"
            className="rounded-full bg-white/90 px-3 py-1 text-sm text-slate-800"
            aria-pressed={zoomed}
            onClick={() => zoomTo(zoomed ? 1 : ZOOM.toggle)}
          >
            {zoomed ? t("inputs.zoomOut") : t("inputs.zoomIn")}
          </button>
          <button
            type="button"
            className="rounded-full bg-white/90 px-3 py-1 text-sm text-slate-800"
            onClick={onClose}
            autoFocus
          >
            {t("common.close")}
          </button>
        </div>
      </div>
      <div
        ref={stage}
        className={`relative min-h-0 flex-1 touch-none select-none overflow-hidden ${zoomed ? "cursor-grab" : "cursor-zoom-in"}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads come from local disk or any S3 host */}
        <img
          src={urls[index]}
          alt={count > 1 ? `${alt} (${index + 1}/${count})` : alt}
          draggable={false}
          data-testid="lightbox-image"
          className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
          style={{
            transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
            transition: moving ? "none" : "transform 120ms ease-out",
          }}
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${arrow} left-3`}
            aria-label={t("inputs.prevImage")}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${arrow} right-3`}
            aria-label={t("inputs.nextImage")}
            onClick={() => go(1)}
          >
            ›
          </button>
        </>
      )}
      <p className="p-3 text-center text-xs text-white/70">
        {t(count > 1 ? "inputs.galleryHint" : "inputs.zoomHint")}
      </p>
    </div>
  );
}
