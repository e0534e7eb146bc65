"use client";

import { ListFooter } from "../user/_components/list-footer";
import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useSignIn } from "../../_components/session";
import { useFormAction } from "../../_components/use-form-action";
import { ClearanceDetails, ShipmentDefaultBadge } from "../user/_components/clearance-card";
import { effectiveClearancePerson, useDefaultClearancePerson } from "../user/_components/default-clearance";
import { useClearancePersons } from "../user/_components/use-clearance-persons";
import { effectiveImporter } from "../../_shipping/shipment-draft";
import { useShipmentDraft } from "../../_shipping/use-shipment-draft";
import { LoadingCards } from "../../_components/skeleton";

/**
 * Picks the clearance person used by default for shipments (stored on this device, docs/decisions.md).
 * Opened from the shipment screen with `?redirect=`, it picks the importer of the shipment being put
 * together instead: the choice goes into the tab's shipment draft (the default stays) and returns there.
 */
export function ChangePersonAddress({ redirect }: { redirect?: string }) {
  const { sessionKey } = useSignIn();
  const { toast, t } = useFormAction();
  const router = useRouter();
  const { query, rows, complete } = useClearancePersons();
  const [stored, choose, ready] = useDefaultClearancePerson();
  const shipment = useShipmentDraft();
  const byDefault = effectiveClearancePerson(stored, rows, complete);
  const current = redirect
    ? effectiveImporter(shipment.draft.clearancePersonId, rows, complete, byDefault)
    : byDefault;

  function pick(id: number) {
    if (redirect) {
      shipment.update((d) => ({ ...d, clearancePersonId: id }));
      toast.show("success", t("shipmentPage.importerChosen"));
      router.push(redirect);
      return;
    }
    choose(id);
    toast.show("success", t("clearance.chosen"));
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      {redirect && (
        <Link href={redirect} className="text-sm text-brand hover:underline">
          ← {t("shipmentPage.backToShipment")}
        </Link>
      )}
      <section className="card">
        <h1 className="text-lg font-bold">
          {t(redirect ? "shipmentPage.chooseImporterTitle" : "clearance.chooseTitle")}
        </h1>
        <p className="mt-1 text-sm text-slate-500">
          {t(redirect ? "shipmentPage.chooseImporterHint" : "clearance.chooseHint")}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href="/user/personAddressAdd" className="text-brand hover:underline">
            {t("clearance.add")}
          </Link>
          <Link href="/user/personAddress" className="text-brand hover:underline">
            {t("clearance.manage")}
          </Link>
        </div>
      </section>

      {!sessionKey && (
        <p className="card text-sm">
          <Link
            href={`/login?flag=1&redirect=${encodeURIComponent("/changePersonAddress")}`}
            className="text-brand hover:underline"
          >
            {t("nav.login")}
          </Link>
        </p>
      )}
      {query.isPending && sessionKey && <LoadingCards />}
      {query.isSuccess && rows.length === 0 && (
        <p className="card text-center text-sm text-slate-500">{t("clearance.empty")}</p>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t("clearance.chooseTitle")}</legend>
        {rows.map((p) => {
          const selected = p.id === current;
          return (
            <label
              key={p.id}
              className={`card flex cursor-pointer items-start gap-3 ${selected ? "ring-2 ring-brand" : ""}`}
              data-testid="clearance-choice"
            >
              <input
                type="radio"
                name="clearancePerson"
                className="mt-1.5 h-4 w-4 shrink-0 accent-[var(--color-brand)]"
                checked={selected}
                disabled={!ready || (!!redirect && !shipment.ready)}
                onChange={() => pick(p.id)}
                aria-label={`${p.importerName} ${p.customsCode}`}
              />
              <div className="min-w-0 flex-1">
                <ClearanceDetails p={p} badge={p.id === byDefault ? <ShipmentDefaultBadge /> : undefined} />
              </div>
            </label>
          );
        })}
      </fieldset>

      <ListFooter query={query} />
    </div>
  );
}
