"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToastProvider } from "./toast";
import { SessionProvider } from "./session";

export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider signedIn={signedIn}>{children}</SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
