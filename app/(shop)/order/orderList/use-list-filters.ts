"use client";

import { useQueryFilters } from "../../../_components/use-query-filters";
import { readFilters } from "./order-filters";

/** The filters and a setter that rewrites the address without a new history entry. */
export const useListFilters = () => useQueryFilters(readFilters);
