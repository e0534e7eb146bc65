"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

type Kind = "success" | "error" | "warning";
type Toast = { id: number; kind: Kind; text: string };
type ToastApi = { show: (kind: Kind, text: string) => void };

const ToastContext = createContext<ToastApi>({ show: () => {} });

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback((kind: Kind, text: string) => {
    if (!text) return;
    const id = next.current++;
    // One at a time (issue 12): a new message replaces the last instead of stacking over the form.
    setToasts([{ id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 3500);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const colors: Record<Kind, string> = {
    success: "bg-emerald-600",
    error: "bg-rose-600",
    warning: "bg-amber-700",
  };
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.kind === "success" ? "status" : "alert"}
            data-testid="toast"
            data-seq={t.id}
            className={`pointer-events-auto max-w-md rounded-lg px-4 py-2 text-sm text-white shadow-lg ${colors[t.kind]}`}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
