import { getDb } from "@/lib/db/client";
import { createFeedback, readFeedback, replyToFeedback } from "@/lib/feedback/feedback";
import { translator } from "@/lib/i18n/messages";
import { readThread } from "@/lib/messages/read-thread";
import { replyAsStaff } from "@/lib/messages/reply-as-staff";
import { sendMessage } from "@/lib/messages/send-message";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { ZMessageSend, ZStaffReply } from "@/lib/validation/message";
import { parseInput } from "@/lib/validation/parse";
import { ZFeedbackCreate, ZFeedbackRef, ZFeedbackReply } from "@/lib/validation/problem";
import { HOUR, MIN, plus, type Clock } from "./demo-clock";
import { demoUpload } from "./demo-files";
import type { PlannedOrder } from "./demo-orders";
import type { TimedStep } from "./demo-steps";

/**
 * Conversations with customer service (sendMessage, replyAsStaff, readThread) and feedback on orders
 * (createFeedback, replyToFeedback, readFeedback), as the seller and the agent's staff wrote them.
 */
export function demoMessageSteps(
  clock: Clock,
  customerId: number,
  orders: readonly PlannedOrder[],
): TimedStep[] {
  const t = translator("ja");
  const order = (key: string) => orders.find((o) => o.plan.key === key)!;
  let fbaThread = 0;
  let feedbackId = 0;
  const fbaAt = clock.at(5, 14, 50);
  const send = async (input: Record<string, unknown>) =>
    sendMessage(customerId, parseInput(ZMessageSend, input));
  return [
    {
      at: fbaAt,
      label: "message:fba",
      run: async () => {
        fbaThread = (
          await send({
            title: "FBA納品の梱包について",
            content:
              "FBA納品の梱包リストについて、Amazonの基準に合わせて1箱23kg以内で梱包していただけますか？また、箱の外側にFBA配送ラベルを2枚ずつ貼っていただけると助かります。",
          })
        ).threadId;
      },
    },
    {
      at: plus(fbaAt, 3 * HOUR),
      label: "message:fba:reply",
      run: async () =>
        void (await replyAsStaff(
          CLI_ACTOR,
          parseInput(ZStaffReply, {
            threadId: fbaThread,
            content:
              "お問い合わせありがとうございます。承知いたしました。1箱23kg以内で梱包し、各箱の上面と側面にFBA配送ラベルを貼付いたします。FNSKUラベルのPDFをアップロードいただければ、商品ラベルの貼付も対応可能です。",
          }),
        )),
    },
    {
      at: plus(fbaAt, 4 * HOUR + 20 * MIN),
      label: "message:fba:customer",
      run: async () => {
        await readThread(customerId, fbaThread, t);
        const pdf = await demoUpload(customerId, "message", "FBA_box_labels.pdf", {
          pdf: ["FBA box labels", "2 per box"],
        });
        await send({
          threadId: fbaThread,
          content:
            "ありがとうございます。FNSKUラベルと箱ラベルのPDFをアップロードしました。よろしくお願いいたします。",
          attachments: [{ url: pdf.url, name: pdf.originalFilename }],
        });
      },
    },
    {
      at: plus(fbaAt, 26 * HOUR),
      label: "message:fba:reply2",
      run: async () =>
        void (await replyAsStaff(
          CLI_ACTOR,
          parseInput(ZStaffReply, {
            threadId: fbaThread,
            content:
              "ラベルを確認し、梱包が完了しました。梱包リストの送料が確定しましたので、お支払いをお願いいたします。お支払い確認後、海上便で発送いたします。",
          }),
        )),
    },
    {
      at: new Date(clock.now.getTime() - 7 * MIN),
      label: "message:bank",
      run: async () =>
        void (await send({
          title: "銀行振込チャージの確認",
          content:
            "先ほどゆうちょ銀行から200,000円のチャージを申請しました。本日中に振り込みますので、ご確認をお願いいたします。",
        })),
    },
    {
      at: clock.at(9, 20, 10),
      label: "feedback:sneakers",
      run: async () => {
        const photo = await demoUpload(customerId, "evidence", "box_damage.jpg", { photo: 9 });
        feedbackId = (
          await createFeedback(
            customerId,
            parseInput(ZFeedbackCreate, {
              orderId: order("sneakers").orderId,
              content:
                "届いたスニーカーの箱が少し潰れていました。次回から緩衝材を多めに入れていただけますか。",
              images: [photo.url],
            }),
          )
        ).id;
      },
    },
    {
      at: clock.at(8, 11, 30),
      label: "feedback:sneakers:reply",
      run: async () =>
        void (await replyToFeedback(
          CLI_ACTOR,
          parseInput(ZFeedbackReply, {
            id: feedbackId,
            reply:
              "ご不便をおかけし申し訳ございません。今後、靴の梱包はエアキャップで二重に保護し、箱の四隅に緩衝材を入れて発送いたします。",
          }),
        )),
    },
    {
      at: clock.at(8, 19, 0),
      label: "feedback:sneakers:read",
      run: async () => void (await readFeedback(customerId, parseInput(ZFeedbackRef, { id: feedbackId }))),
    },
    {
      at: clock.at(1, 20, 45),
      label: "feedback:search",
      run: async () =>
        void (await createFeedback(
          customerId,
          parseInput(ZFeedbackCreate, {
            content:
              "商品検索で日本語のタイトルが表示されない商品があります。中国語タイトルの自動翻訳に対応していただけると助かります。",
            images: [],
          }),
        )),
    },
    {
      // The seller has read the agent's notices of the past days; the newest stay unread.
      at: clock.at(1, 22, 0),
      label: "messages:read",
      run: async () => {
        const older = await getDb().message.findMany({
          where: { customerId, threadId: null, textKey: { not: null }, createdAt: { lt: clock.at(3, 0, 0) } },
          select: { id: true },
        });
        for (const m of older) await readThread(customerId, m.id, t);
      },
    },
    {
      at: clock.at(1, 21, 0),
      label: "feedback:bathmat",
      run: async () =>
        void (await createFeedback(
          customerId,
          parseInput(ZFeedbackCreate, {
            problemId: order("bathmat").problemId,
            content: "交換できないとのこと、承知しました。返品の場合の手数料を教えてください。",
            images: [],
          }),
        )),
    },
  ];
}
