import type { z } from "zod";
import {
  replyToFeedback as replyToFeedbackParsed,
  startFeedback as startFeedbackParsed,
} from "@/lib/feedback/feedback";
import { replyAsStaff as replyAsStaffParsed } from "@/lib/messages/reply-as-staff";
import * as complete from "@/lib/problems/agent-complete";
import * as decline from "@/lib/problems/agent-decline";
import { sendBackForExchange as sendBackForExchangeParsed } from "@/lib/problems/agent-exchange";
import { quoteProblemFee as quoteProblemFeeParsed } from "@/lib/problems/agent-quote-fee";
import { splitOffProblem as splitOffProblemParsed } from "@/lib/problems/agent-split-off";
import { applyProblem as applyProblemParsed } from "@/lib/problems/apply-problem";
import { payProblemFee as payProblemFeeParsed } from "@/lib/problems/pay-problem-fee";
import { withdrawApplication as withdrawApplicationParsed } from "@/lib/problems/withdraw-application";
import { confirmAgentPrice as confirmAgentPriceParsed, ZAgentPrice } from "@/lib/orders/agent-order";
import type { Actor } from "@/lib/orders/lifecycle";
import * as agent from "@/lib/shipping/agent-actions";
import { cancelContainer as cancelContainerParsed } from "@/lib/shipping/container-changes";
import { CLI_ACTOR, type Actor as AuditActor } from "@/lib/staff/audit";
import { ZStaffReply } from "@/lib/validation/message";
import { parseInput } from "@/lib/validation/parse";
import {
  ZAgentProblemNote,
  ZFeeQuote,
  ZFeedbackRef,
  ZFeedbackReply,
  ZProblemApply,
  ZProblemFeePay,
  ZProblemRef,
  ZRejectApplication,
  ZReturnDone,
} from "@/lib/validation/problem";
import {
  ZBillPricing,
  ZContainerNote,
  ZDispatch,
  ZPacking,
  ZShipmentCreate,
} from "@/lib/validation/shipping";
import { submitShipment as submitShipmentParsed } from "@/lib/shipping/submit-shipment";
import {
  ZArrival,
  ZDomesticShipment,
  ZInspection,
  ZOrderNote,
  ZPurchase,
  ZStorage,
} from "@/lib/validation/warehouse";
import * as arrival from "@/lib/warehouse/record-arrival";
import { recordDomesticShipment as recordDomesticShipmentParsed } from "@/lib/warehouse/record-domestic-shipment";
import { recordInspection as recordInspectionParsed } from "@/lib/warehouse/record-inspection";
import { recordPurchase as recordPurchaseParsed } from "@/lib/warehouse/record-purchase";
import { storeOrder as storeOrderParsed } from "@/lib/warehouse/store-order";

/**
 * The agent's actions as the operator commands (scripts/op) and the seed call them: the raw input goes through
 * parseInput with the action's schema, then to the domain function, which does not parse again. A refusal of
 * the parse rejects the returned promise, as the action's own refusals do.
 */
function parsed<S extends z.ZodType, R>(schema: S, act: (input: z.output<S>) => Promise<R>) {
  return async (raw: z.input<S>) => act(parseInput(schema, raw));
}

export const recordPurchase = parsed(ZPurchase, recordPurchaseParsed);
export const recordDomesticShipment = parsed(ZDomesticShipment, recordDomesticShipmentParsed);
export const recordArrival = parsed(ZArrival, arrival.recordArrival);
export const startInspection = parsed(ZOrderNote, arrival.startInspection);
export const recordInspection = parsed(ZInspection, recordInspectionParsed);
export const storeOrder = parsed(ZStorage, storeOrderParsed);

export const confirmAgentPrice = parsed(ZAgentPrice, confirmAgentPriceParsed);

export const confirmContainer = parsed(ZContainerNote, agent.confirmContainer);
export const startPacking = parsed(ZContainerNote, agent.startPacking);
export const recordPacking = parsed(ZPacking, agent.recordPacking);
export const priceBill = parsed(ZBillPricing, agent.priceBill);
export const dispatchContainer = parsed(ZDispatch, agent.dispatchContainer);
export const markCustomsCleared = parsed(ZContainerNote, agent.markCustomsCleared);
export const cancelContainer = async (
  raw: z.input<typeof ZContainerNote>,
  actor: Actor,
  customerId?: number,
) => cancelContainerParsed(parseInput(ZContainerNote, raw), actor, customerId);

/** The seller's /shipment submit, parsed as the route parses it. */
export const submitShipment = (customerId: number, raw: z.input<typeof ZShipmentCreate>) =>
  parsed(ZShipmentCreate, (p) => submitShipmentParsed(customerId, p))(raw);

export const quoteProblemFee = parsed(ZFeeQuote, quoteProblemFeeParsed);
export const sendBackForExchange = parsed(ZAgentProblemNote, sendBackForExchangeParsed);
export const splitOffProblem = parsed(ZAgentProblemNote, splitOffProblemParsed);
export const completeReturn = parsed(ZReturnDone, complete.completeReturn);
export const completeDestruction = parsed(ZAgentProblemNote, complete.completeDestruction);
export const rejectApplication = parsed(ZRejectApplication, decline.rejectApplication);
export const withdrawDefect = parsed(ZAgentProblemNote, decline.withdrawDefect);

/** The seller's defect actions (/shop/problem/apply, payFee, cancel), parsed as their routes parse them. */
export const applyProblem = (customerId: number, raw: z.input<typeof ZProblemApply>) =>
  parsed(ZProblemApply, (p) => applyProblemParsed(customerId, p))(raw);
export const payProblemFee = (customerId: number, raw: z.input<typeof ZProblemFeePay>) =>
  parsed(ZProblemFeePay, (p) => payProblemFeeParsed(customerId, p))(raw);
export const withdrawApplication = (customerId: number, raw: z.input<typeof ZProblemRef>) =>
  parsed(ZProblemRef, (p) => withdrawApplicationParsed(customerId, p))(raw);

/** As `npm run op:feedback` runs them without `--as`: the audit trail names "cli". */
export const startFeedback = parsed(ZFeedbackRef, (p) => startFeedbackParsed(CLI_ACTOR, p));
export const replyToFeedback = parsed(ZFeedbackReply, (p) => replyToFeedbackParsed(CLI_ACTOR, p));

/** As `npm run op:reply` runs it: `staffCode` is its `--staff`, `actor` its `--as` (else "cli"). */
export const replyAsStaff = async (
  raw: z.input<typeof ZStaffReply> & { staffCode?: string },
  actor: AuditActor = CLI_ACTOR,
) => replyAsStaffParsed(actor, { ...parseInput(ZStaffReply, raw), staffCode: raw.staffCode });
