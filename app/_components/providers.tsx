"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "./toast";
import type { FirstSession } from "./first-session";
import { SessionProvider, type VisitorPricing } from "./session";

export function Providers({
  signedIn,
  visitorPricing,
  first,
  children,
}: {
  signedIn: boolean;
  visitorPricing: VisitorPricing;
  first: FirstSession;
  children: ReactNode;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider signedIn={signedIn} visitorPricing={visitorPricing} first={first}>
          {children}
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
