"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setUnauthorizedHandler } from "@/lib/client/api";
import { ToastProvider } from "@/app/_components/toast";

/** The console's providers: queries and toasts as on the shop's screens; a 401 sends to the staff sign-in. */
export function StaffProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const router = useRouter();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      router.replace(`/staff/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      router.refresh();
    });
  }, [router]);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
