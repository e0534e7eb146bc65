import { describe, expect, it } from "vitest";
import { pickMessages } from "./pick-messages";

const messages = {
  common: { save: "保存", cancel: "取消" },
  orderPage: { title: "注文", status: { paid: "支払済", shipped: "発送済" } },
  nav: { home: "ホーム" },
};

describe("pickMessages", () => {
  it("keeps whole namespaces, single messages and groups, in the same shape", () => {
    expect(pickMessages(messages, ["common", "orderPage.status.paid", "nav.home"])).toEqual({
      common: { save: "保存", cancel: "取消" },
      orderPage: { status: { paid: "支払済" } },
      nav: { home: "ホーム" },
    });
    expect(pickMessages(messages, ["orderPage.status", "orderPage.title"])).toEqual({
      orderPage: { status: { paid: "支払済", shipped: "発送済" }, title: "注文" },
    });
  });

  it("leaves out paths the messages do not have and picks nothing from nothing", () => {
    expect(pickMessages(messages, ["missing", "common.missing", "nav.home.deeper"])).toEqual({});
    expect(pickMessages(messages, [])).toEqual({});
  });
});
