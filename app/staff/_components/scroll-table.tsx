"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { NO_SCROLL, scrollCue } from "./scroll-cue";

const EDGE = "pointer-events-none absolute inset-y-0 w-6 from-slate-900/15 to-transparent";

/**
 * A console table wider than a phone: its box scrolls sideways, and says so. The box is a named region in the
 * tab order (arrow keys scroll it; screen readers announce its name and the hint), a shadow marks the edge
 * that has more behind it, and while the table does not fit a short hint above it says to scroll sideways.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [cue, setCue] = useState(NO_SCROLL);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () =>
      setCue((was) => {
        const now = scrollCue(el);
        return was.overflows === now.overflows &&
          was.moreLeft === now.moreLeft &&
          was.moreRight === now.moreRight
          ? was
          : now;
      });
    update();
    const resized = new ResizeObserver(update);
    resized.observe(el);
    if (el.firstElementChild) resized.observe(el.firstElementChild);
    el.addEventListener("scroll", update, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <div className="flex flex-col gap-1" data-testid="scroll-table">
      {cue.overflows && (
        <p id={hintId} className="text-xs text-slate-500" data-testid="scroll-hint">
          <span aria-hidden="true">↔ </span>
          {t("staff.scrollHint")}
        </p>
      )}
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={label}
          aria-describedby={cue.overflows ? hintId : undefined}
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {children}
        </div>
        {cue.moreLeft && <div aria-hidden="true" className={`${EDGE} left-0 bg-gradient-to-r`} />}
        {cue.moreRight && (
          <div aria-hidden="true" className={`${EDGE} right-0 bg-gradient-to-l`} data-testid="scroll-more" />
        )}
      </div>
    </div>
  );
}
