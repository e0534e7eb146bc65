import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";
import { ZIdParams, ZTime } from "@/lib/api/contract/common";
import { ZPageQuery } from "@/lib/validation/rules";
import { ZContainerPay } from "@/lib/validation/shipping";
import {
  ZBankTopUpCreate,
  ZPaypalCapture,
  ZPaypalTopUpCreate,
  ZRecordsQuery,
  ZSlipSave,
  ZTopUpListQuery,
  ZWithdrawalCreate,
} from "@/lib/validation/wallet";
import {
  ZAccountRecordView,
  ZBankAccountView,
  ZRateView,
  ZTopUpView,
  ZWalletSummaryView,
  ZWithdrawalView,
} from "./wallet.views";

const tag = "Wallet";
const int = z.number().int();
const page = { pageNum: 1, pageSize: 10 };

/** A top-up that pays orders, bills or a member plan spends; a plain one only brings money in. */
const paysSomething = (b: { orderIds: number[]; containerIds: number[]; memberPlanId?: number }) =>
  b.orderIds.length + b.containerIds.length > 0 || b.memberPlanId !== undefined;

// ── balance and ledger ──

export const walletSummary = endpoint({
  method: "GET",
  path: "/shop/account/summary",
  summary: "Balance, held (withdrawal) amount, storage fees due, top-up and withdrawal limits, PayPal's fee",
  tag,
  access: "customer",
  envelope: "data",
  response: ZWalletSummaryView,
});

export const walletRecords = endpoint({
  method: "GET",
  path: "/shop/account/records",
  summary: "The seller's ledger (account records), newest first, by type and creation days",
  tag,
  access: "customer",
  query: ZRecordsQuery,
  envelope: "paged",
  response: ZAccountRecordView,
  example: { query: page },
});

export const walletTransactionTypes = endpoint({
  method: "GET",
  path: "/shop/account/transactionTypes",
  summary: "The ledger's transaction types with their labels in the request language",
  tag,
  access: "public",
  envelope: "data",
  response: z.array(z.object({ value: int, label: z.string() })),
});

// ── top-ups ──

export const walletBankAccounts = endpoint({
  method: "GET",
  path: "/shop/account/bankAccounts",
  summary: "The agent's receiving accounts for bank-transfer top-ups",
  tag,
  access: "customer",
  envelope: "data",
  response: z.array(ZBankAccountView),
});

export const walletTopUpCreate = endpoint({
  method: "POST",
  path: "/shop/account/topUp",
  summary:
    "Asks to top up by bank transfer (paid within 24 hours), optionally paying orders or bills, or buying a" +
    " member plan, once credited",
  tag,
  access: "customer",
  spends: paysSomething,
  body: ZBankTopUpCreate,
  envelope: "data",
  response: ZTopUpView.extend({ replayed: z.boolean() }),
  example: { body: { amount: 10000, bankAccountId: 1, remitterName: "ヤマダ タロウ" } },
});

export const walletTopUpList = endpoint({
  method: "GET",
  path: "/shop/account/topUp/list",
  summary: "The seller's top-ups (bank transfer and PayPal), newest first, by review status",
  tag,
  access: "customer",
  query: ZTopUpListQuery,
  envelope: "paged",
  response: ZTopUpView,
  example: { query: page },
});

export const walletTopUpDetail = endpoint({
  method: "GET",
  path: "/shop/account/topUp/{id}",
  summary: "One of the seller's top-ups: status, the account to pay to and the deadline",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZTopUpView,
  example: { params: { id: 1 } },
});

export const walletTopUpSlip = endpoint({
  method: "POST",
  path: "/shop/account/topUp/{id}/slip",
  summary:
    "Attaches the transfer slip (an image or PDF the seller uploaded) to a waiting bank-transfer top-up",
  tag,
  access: "customer",
  params: ZIdParams,
  body: ZSlipSave,
  envelope: "data",
  response: ZTopUpView,
  example: { params: { id: 5 }, body: { slipFileUrl: "/uploads/slip/2026/11/slip.jpg" } },
  noReplay:
    "the slip is a file the seller uploaded (/aliyun/oss/upload), whose name the seed draws at random",
});

export const walletTopUpCancel = endpoint({
  method: "POST",
  path: "/shop/account/topUp/{id}/cancel",
  summary: "Withdraws a top-up that is still waiting to be paid",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZTopUpView,
  // the seller's one waiting bank-transfer top-up on the demo data
  example: { params: { id: 5 } },
});

export const walletPaypalStatus = endpoint({
  method: "GET",
  path: "/shop/pay/paypal/status",
  summary: "Whether PayPal is offered, its fee and its top-up limits",
  tag,
  access: "public",
  envelope: "data",
  response: z.object({
    available: z.boolean(),
    currency: z.literal("JPY"),
    feeRatePerMille: int,
    feeFixed: int,
    minAmount: int,
    maxAmount: int,
  }),
});

export const walletPaypalTopUp = endpoint({
  method: "POST",
  path: "/shop/pay/paypal/topUp",
  summary: "Starts a PayPal top-up: creates the PayPal order and answers the URL to approve it at",
  tag,
  access: "customer",
  spends: paysSomething,
  body: ZPaypalTopUpCreate,
  envelope: "data",
  response: ZTopUpView.extend({ approveUrl: z.string().nullable(), replayed: z.boolean() }),
  example: { body: { amount: 10000 } },
  noReplay: "creates an order at PayPal, a third party",
});

export const walletPaypalCapture = endpoint({
  method: "POST",
  path: "/shop/pay/paypal/capture",
  summary:
    "After PayPal's approval: captures the payment and credits the top-up once (PayPal's token or our number)",
  tag,
  access: "customer",
  body: ZPaypalCapture,
  envelope: "data",
  response: ZTopUpView.extend({
    replayed: z.boolean(),
    pending: z.boolean(),
    paid: z
      .object({
        orderIds: z.array(int),
        containerIds: z.array(int),
        /** the member plan the top-up named: bought, or (held, withdrawn, balance short) left in the balance */
        memberPlan: z
          .object({
            planId: int,
            bought: z.boolean(),
            startTime: ZTime.optional(),
            endTime: ZTime.optional(),
            reason: z.enum(["held", "unavailable", "balance"]).optional(),
          })
          .optional(),
      })
      .nullable(),
  }),
  // the seed's PayPal top-up already captured: answered as a replay, without asking PayPal
  example: { body: { token: "64SQNSPCWFSJUMY4U" } },
});

// ── paying and withdrawing ──

export const walletPayByBalance = endpoint({
  method: "POST",
  path: "/shop/pay/balance",
  summary:
    "Pays orders and packing-list bills together from the balance, all or nothing (idempotent with Idempotency-Key)",
  tag,
  access: "customer",
  spends: true,
  body: ZContainerPay,
  envelope: "data",
  response: z.object({
    orderIds: z.array(int),
    containerIds: z.array(int),
    paidYen: int,
    balanceYen: int,
    replayed: z.boolean(),
  }),
  // the seed's packing list awaiting payment
  example: { body: { containerIds: [4] } },
});

export const walletWithdrawalList = endpoint({
  method: "GET",
  path: "/shop/account/withdrawal/list",
  summary: "The seller's withdrawal requests, newest first",
  tag,
  access: "customer",
  query: ZPageQuery,
  envelope: "paged",
  response: ZWithdrawalView,
  example: { query: page },
});

export const walletWithdrawalDetail = endpoint({
  method: "GET",
  path: "/shop/account/withdrawal/{id}",
  summary: "One of the seller's withdrawal requests",
  tag,
  access: "customer",
  params: ZIdParams,
  envelope: "data",
  response: ZWithdrawalView,
  example: { params: { id: 1 } },
});

export const walletWithdrawalCreate = endpoint({
  method: "POST",
  path: "/shop/account/withdrawal",
  summary: "Asks to withdraw from the balance to a bank account; the amount is held until finance pays it",
  tag,
  access: "customer",
  spends: true,
  body: ZWithdrawalCreate,
  envelope: "data",
  response: ZWithdrawalView.extend({ balance: int, frozenAmount: int, replayed: z.boolean() }),
  example: {
    body: {
      amount: 1000,
      bankName: "三菱UFJ銀行",
      branchName: "渋谷支店",
      accountType: "ordinary",
      accountNo: "1234567",
      accountHolder: "ヤマダ タロウ",
    },
  },
});

// ── exchange rate ──

export const walletRate = endpoint({
  method: "GET",
  path: "/shop/rate/getRate",
  summary: "The exchange rate in force today (yen per yuan: the bank's TTS plus the agent's markup)",
  tag,
  access: "public",
  envelope: "data",
  response: ZRateView,
});

export const walletLatestRate = endpoint({
  method: "GET",
  path: "/shop/rate/getLatestRate",
  summary: "The newest exchange rate recorded, even one set ahead for tomorrow",
  tag,
  access: "public",
  envelope: "data",
  response: ZRateView,
});
