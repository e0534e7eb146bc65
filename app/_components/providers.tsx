"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "./toast";
import { SessionProvider, type VisitorPricing } from "./session";

export function Providers({
  signedIn,
  visitorPricing,
  children,
}: {
  signedIn: boolean;
  visitorPricing: VisitorPricing;
  children: ReactNode;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider signedIn={signedIn} visitorPricing={visitorPricing}>
          {children}
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
