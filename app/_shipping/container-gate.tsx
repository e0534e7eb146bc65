"use client";

import type { ReactNode } from "react";
import Link from "@/app/_components/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { RecordStatus } from "../_components/record-status";
import { parseIds } from "../_orders/order-api";
import type { ContainerDetail } from "./shipping-api";
import { useContainer } from "./use-container";

/**
 * The packing list named by `?id=` for the screens about one packing list: page-not-found without an id,
 * the server's message (another customer's is "not found") with a retry, loading, then the screen.
 */
export function ContainerGate({ children }: { children: (c: ContainerDetail) => ReactNode }) {
  const t = useTranslations();
  const id = parseIds(useSearchParams().get("id"))[0];
  const query = useContainer(id);
  if (!id || query.isError || !query.data)
    return (
      <RecordStatus id={id} query={query}>
        <Link href="/batchManage" className="btn-secondary">
          {t("shipmentPage.toBatchList")}
        </Link>
      </RecordStatus>
    );
  return <>{children(query.data)}</>;
}
