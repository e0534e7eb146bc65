"use client";

import { Yen } from "@/app/_components/money";

/** One material of a box order: name × pieces, and what it costs. */
export function MaterialLine({ line }: { line: { name: string; quantity: number; amountYen: number } }) {
  return (
    <li className="flex justify-between gap-3">
      <span className="min-w-0 break-words">
        {line.name} ×{line.quantity}
      </span>
      <Yen amount={line.amountYen} className="shrink-0" />
    </li>
  );
}
