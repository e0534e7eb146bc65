"use client";

import { useTranslations } from "next-intl";
import type { ContainerDetail } from "../../_shipping/shipping-api";
import { CustomsLinesForm } from "./customs-lines-form";
import { customsPaperLinks, fbaBoxContentsOf } from "./customs-papers";

/**
 * The customs papers of a packing list (docs/customs-papers.md): once packed, the commercial invoice and packing
 * list (PDF), both for a broker (xlsx), and for FBA the box contents workbook for Seller Central with what each
 * box holds; under them, the seller's wording of the lines (editable until dispatch).
 */
export function CustomsPapersCard({ container: c }: { container: ContainerDetail }) {
  return (
    <>
      <PaperLinks container={c} />
      <CustomsLinesForm container={c} />
    </>
  );
}

function PaperLinks({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage.customs");
  const links = customsPaperLinks(c);
  if (!links.length) return null;
  const boxes = fbaBoxContentsOf(c);
  return (
    <section className="card flex flex-col gap-3" data-testid="customs-papers">
      <h2 className="font-bold">{t("title")}</h2>
      <p className="text-sm text-slate-600">{t("hint")}</p>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {links.map((l) => (
          <a
            key={l.key}
            className="btn-secondary text-center"
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`customs-${l.key}`}
          >
            {t(l.key)}
          </a>
        ))}
      </div>
      {boxes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold">{t("boxContentsTitle")}</h3>
          <p className="text-xs text-slate-500">{t("boxContentsHint")}</p>
          <ul className="flex flex-col gap-2 text-sm" data-testid="fba-box-contents-list">
            {boxes.map((b) => (
              <li key={b.boxNo} className="rounded-lg border border-slate-200 p-2">
                <p className="font-semibold">{t("box", { boxNo: b.boxNo, boxes: boxes.length })}</p>
                <ul className="text-xs text-slate-600">
                  {b.items.map((it) => (
                    <li key={it.containerLineId} className="break-all">
                      {it.label} × {it.quantity}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
