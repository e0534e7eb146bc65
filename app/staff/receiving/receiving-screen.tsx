"use client";

import { useRef, useState } from "react";
import Link from "@/app/_components/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffReceivingArrive,
  staffReceivingExpected,
  staffReceivingLookup,
  staffReceivingUnmatched,
  staffReceivingUnmatchedMatch,
} from "@/lib/client/endpoints";
import { ApiError } from "@/lib/client/api";
import { ENVELOPE } from "@/lib/envelope-codes";
import { formatDateTime } from "@/lib/format";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { ArrivalForm, type ArrivalLines, type LookupOrder } from "./_components/arrival-form";
import { CameraScan, useCameraScanSupport } from "./_components/camera-scan";
import { ExpectedArrivals } from "./_components/expected-arrivals";
import { UnmatchedForm } from "./_components/unmatched-form";

type Done = { orderNo: string; pieces: number; missing: number };

/**
 * Scan-to-receive (docs/warehouse.md "Receiving"), made for a phone at the bench: a USB or Bluetooth scanner
 * types the tracking number — or our order number written on the parcel — into the focused field and presses
 * Enter, or the camera reads it (the browser's barcode detector, else zxing-wasm); the server tells the two
 * apart. The parcel's orders open with the pieces expected filled in; recording them is the arrival of
 * `op:arrive`. A tracking number that matches nothing is recorded as an unmatched arrival. Under the field, the
 * parcels expected (the dashboard's "arrivals expected"): tapping one opens it as a scan would.
 */
export function ReceivingScreen() {
  const { validate, send, busy, toast, t, locale } = useFormAction();
  const queryClient = useQueryClient();
  const field = useRef<HTMLInputElement>(null);
  const cameraSupport = useCameraScanSupport();
  const [draft, setDraft] = useState("");
  /** what the field read and the server was asked about: a tracking number or an order number */
  const [code, setCode] = useState("");
  const [camera, setCamera] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [anyway, setAnyway] = useState(false);

  const lookup = useQuery({
    queryKey: queryKeyOf(staffReceivingLookup, code),
    queryFn: () => request(staffReceivingLookup, { query: { code } }, { locale }),
    enabled: code !== "",
    staleTime: 0,
  });

  /** A scan, a typed number or a tap on an expected parcel: checked here (too long says its limit), then asked. */
  async function open(read: string) {
    setDraft(read);
    const query = await validate(() => import("@/lib/validation/receiving").then((m) => m.ZScanLookup), {
      code: read,
    });
    if (!query) return;
    setDone(null);
    setAnyway(false);
    setDraft(query.code);
    setCode(query.code);
    if (query.code === code) await lookup.refetch();
  }

  /** Back to the field, empty, for the next parcel. */
  function next() {
    setDraft("");
    setCode("");
    field.current?.focus();
  }

  /** The parcels expected change with every arrival (and an unmatched record may be matched meanwhile). */
  const refreshExpected = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyOf(staffReceivingExpected) });

  /** An unmatched parcel was recorded: the next scan of its number shows it, the list has it. */
  async function recorded() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffReceivingLookup) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffReceivingUnmatched) }),
    ]);
    next();
  }

  async function receive(order: LookupOrder, lines: ArrivalLines, note: string) {
    const unmatchedId = lookup.data?.unmatched?.id;
    const input = { orderId: order.id, lines, note };
    let arrival: { pieces: number; missing: number } | null = null;
    let msg = "";
    if (unmatchedId) {
      // The parcel was recorded as unmatched before its order got this number: the arrival closes that record.
      const body = await validate(
        () => import("@/lib/validation/receiving").then((m) => m.ZUnmatchedArrivalMatch),
        { ...input, id: unmatchedId },
      );
      if (!body) return;
      const res = await send(staffReceivingUnmatchedMatch, { body });
      if (res) [arrival, msg] = [res.answer.arrival, res.msg];
    } else {
      const body = await validate(() => import("@/lib/validation/warehouse").then((m) => m.ZArrival), input);
      if (!body) return;
      const res = await send(staffReceivingArrive, { body });
      if (res) [arrival, msg] = [res.answer, res.msg];
    }
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(staffReceivingLookup) });
    if (!arrival) return;
    toast.show(arrival.missing ? "warning" : "success", msg);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(staffReceivingUnmatched) }),
      refreshExpected(),
    ]);
    setDone({ orderNo: order.orderNo, pieces: arrival.pieces, missing: arrival.missing });
    next();
  }

  const data = code ? lookup.data : undefined;
  const byOrderNo = data?.foundBy === "orderNo";
  // An order number no order has: the server's localized "not found", with nothing to record.
  const refused =
    lookup.error instanceof ApiError && lookup.error.code === ENVELOPE.BUSINESS && lookup.error.message
      ? lookup.error.message
      : null;
  const receivable = data?.orders.filter((o) => o.receivable) ?? [];
  const others = data?.orders.filter((o) => !o.receivable) ?? [];

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">{t("staff.receiving.title")}</h1>
        <Link href="/staff/receiving/unmatched" className="text-sm text-brand underline">
          {t("staff.receiving.unmatchedList")}
        </Link>
      </div>
      <form
        className="card flex flex-col gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void open(draft.trim());
        }}
      >
        <label htmlFor="scan" className="text-sm font-medium">
          {t("staff.receiving.scanLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="scan"
            ref={field}
            name="code"
            className="input flex-1 font-mono text-lg"
            // The scanner types into whatever has focus: the field has it from the start and after each parcel.
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            // No maxLength: a scanner's text is never cut; one too long is refused with the limit (ZScanLookup).
            aria-describedby="scan-hint"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn-primary w-auto" disabled={busy || lookup.isFetching}>
            {t("staff.receiving.open")}
          </button>
        </div>
        <p id="scan-hint" className="text-xs text-slate-600">
          {t("staff.receiving.scanHint")}
        </p>
        {cameraSupport === true && !camera && (
          <button type="button" className="btn-secondary w-auto self-start" onClick={() => setCamera(true)}>
            {t("staff.receiving.camera")}
          </button>
        )}
        {cameraSupport === false && (
          <p className="text-xs text-slate-500" data-testid="camera-unavailable">
            {t("staff.receiving.cameraUnavailable")}
          </p>
        )}
        {camera && (
          <CameraScan
            onCode={(code) => {
              setCamera(false);
              void open(code);
            }}
            onClose={() => setCamera(false)}
          />
        )}
      </form>

      {done && (
        <p
          className={`card text-sm font-medium ${done.missing ? "text-amber-800" : "text-green-800"}`}
          role="status"
          data-testid="arrival-done"
        >
          {done.missing
            ? t("staff.receiving.doneShort", done)
            : t("staff.receiving.done", { orderNo: done.orderNo, pieces: done.pieces })}
        </p>
      )}

      {refused ? (
        <p className="card text-sm font-medium text-rose-700" role="alert" data-testid="lookup-refused">
          {refused}
        </p>
      ) : (
        lookup.isError && <LoadFailed error={lookup.error} onRetry={() => lookup.refetch()} />
      )}

      {byOrderNo && (
        <p className="text-xs text-slate-600" data-testid="found-by-order-no">
          {t("staff.receiving.byOrderNo", { orderNo: code.toUpperCase() })}
        </p>
      )}

      {data && data.unmatched && (
        <p className="card text-sm" data-testid="already-unmatched">
          {t("staff.receiving.alreadyUnmatched", { time: formatDateTime(data.unmatched.createTime) })}{" "}
          <Link href="/staff/receiving/unmatched" className="text-brand underline">
            {t("staff.receiving.unmatchedList")}
          </Link>
        </p>
      )}

      {receivable.map((order) => (
        <section key={order.id} className="card flex flex-col gap-2" data-testid="receiving-order">
          <h2 className="font-semibold">
            {t("staff.receiving.order", { orderNo: order.orderNo })}
            <span className="ml-2 text-sm font-normal text-slate-600">{order.statusLabel}</span>
          </h2>
          {order.domesticCarrier && (
            <p className="text-xs text-slate-600">
              {order.domesticCarrier} · {order.domesticTrackingNo}
            </p>
          )}
          <ArrivalForm
            order={order}
            busy={busy}
            submitLabel={t("staff.receiving.record")}
            onSubmit={(lines, note) => void receive(order, lines, note)}
          />
        </section>
      ))}

      {others.map((order) => (
        <p key={order.id} className="card text-sm" data-testid="receiving-other">
          {t("staff.receiving.notAwaiting", { orderNo: order.orderNo, status: order.statusLabel })}
        </p>
      ))}

      {data && !byOrderNo && !receivable.length && (
        <>
          <p className="text-sm font-medium" role="status" data-testid="no-match">
            {t("staff.receiving.noMatch", { trackingNo: code })}
          </p>
          {!data.unmatched &&
            (data.orders.length === 0 || anyway ? (
              <UnmatchedForm key={code} trackingNo={code} onDone={recorded} />
            ) : (
              // The number's orders came in already: most likely the same parcel scanned twice.
              <button
                type="button"
                className="btn-secondary w-auto self-start"
                onClick={() => setAnyway(true)}
              >
                {t("staff.receiving.unmatchedAnyway")}
              </button>
            ))}
        </>
      )}

      <ExpectedArrivals
        onOpen={(orderNo) => {
          void open(orderNo);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      />
    </div>
  );
}
