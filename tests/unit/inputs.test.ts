import { describe, expect, it } from "vitest";
import {
  INPUT_DEFAULTS,
  acceptNumberText,
  acceptText,
  ceilTo,
  clampNumber,
  limitDecimals,
  onBlurValue,
  onFocusValue,
  showClearButton,
} from "@/lib/inputs/number";
import {
  DATE_MAX,
  DATE_MIN,
  clampYmd,
  dateRangeBounds,
  isPickable,
  isYmd,
  jstUnix,
  normalizeRange,
} from "@/lib/inputs/date-range";
import { nextPageNum } from "@/lib/client/paging";
import { ZMessageReply, ZMessageSend, ZMessageStart } from "@/lib/validation/message";
import { firstIssue } from "@/lib/validation/first-issue";
import { excerpt } from "@/lib/messages/list-threads";
import { attachmentsOf } from "@/lib/messages/attachments";

describe("input defaults (SPEC §5/§9)", () => {
  it("are min 0, max 9999999999, max length 64", () => {
    expect(INPUT_DEFAULTS).toEqual({ min: 0, max: 9_999_999_999, maxLength: 64 });
  });
});

describe("clampNumber", () => {
  it("clamps a number above max to max and leaves the rest", () => {
    expect(clampNumber(10_000_000_000)).toBe(9_999_999_999);
    expect(clampNumber(120, { max: 100 })).toBe(100);
    expect(clampNumber(100, { max: 100 })).toBe(100);
    expect(clampNumber(-5, { min: 0 })).toBe(-5);
  });
});

describe("acceptNumberText (typing)", () => {
  it("clamps above max to max", () => {
    expect(acceptNumberText("150", "15", { max: 100 })).toBe("100");
    expect(acceptNumberText("99999999999", "9999999999")).toBe("9999999999");
  });
  it("rejects what is not a number in the making, keeping the previous value", () => {
    expect(acceptNumberText("12a", "12")).toBe("12");
    expect(acceptNumberText("1.2.3", "1.2")).toBe("1.2");
    expect(acceptNumberText("1e5", "1")).toBe("1");
  });
  it("accepts half-typed numbers and an empty field", () => {
    expect(acceptNumberText("", "5")).toBe("");
    expect(acceptNumberText("1.", "1")).toBe("1.");
    expect(acceptNumberText("0.0", "0.")).toBe("0.0");
  });
  it("refuses a minus sign when min is not negative, allows it otherwise", () => {
    expect(acceptNumberText("-", "")).toBe("");
    expect(acceptNumberText("-3", "", { min: -10 })).toBe("-3");
  });
  it("rejects a value longer than maxLength", () => {
    expect(acceptNumberText("123456", "12345", { maxLength: 5 })).toBe("12345");
  });
  it("limits decimals to toFixed", () => {
    expect(acceptNumberText("1.239", "1.23", { toFixed: 2 })).toBe("1.23");
    expect(acceptNumberText("7.5", "7", { toFixed: 0 })).toBe("7");
  });
  it("reads full-width digits typed with a Japanese IME", () => {
    expect(acceptNumberText("１２．５", "")).toBe("12.5");
  });
});

describe("onBlurValue", () => {
  it("turns an empty value or one below min into min", () => {
    expect(onBlurValue("")).toBe(0);
    expect(onBlurValue("  ")).toBe(0);
    expect(onBlurValue(null)).toBe(0);
    expect(onBlurValue("", { min: 1 })).toBe(1);
    expect(onBlurValue("0", { min: 1 })).toBe(1);
    expect(onBlurValue("-", { min: 1 })).toBe(1);
  });
  it("rounds up with the integer option", () => {
    expect(onBlurValue("2.1", { integer: true })).toBe(3);
    expect(onBlurValue("2", { integer: true })).toBe(2);
    expect(onBlurValue(0.01, { integer: true, min: 0 })).toBe(1);
  });
  it("rounds to toFixed decimals and clamps to max", () => {
    expect(onBlurValue("1.005", { toFixed: 2 })).toBeCloseTo(1.0, 2);
    expect(onBlurValue("1.236", { toFixed: 2 })).toBe(1.24);
    expect(onBlurValue("500", { max: 100 })).toBe(100);
    expect(onBlurValue("100.4", { max: 100, integer: true })).toBe(100);
  });
});

describe("onFocusValue", () => {
  it("clears a zero and keeps anything else", () => {
    expect(onFocusValue("0")).toBe("");
    expect(onFocusValue("0.00")).toBe("");
    expect(onFocusValue("")).toBe("");
    expect(onFocusValue("10")).toBe("10");
    expect(onFocusValue("0.5")).toBe("0.5");
  });
});

describe("acceptText", () => {
  it("rejects a value longer than maxLength (default 64) and keeps the previous one", () => {
    expect(acceptText("a".repeat(64), "a".repeat(63))).toBe("a".repeat(64));
    expect(acceptText("a".repeat(65), "a".repeat(64))).toBe("a".repeat(64));
    expect(acceptText("abcd", "abc", 3)).toBe("abc");
    // pasting over the limit keeps the previous value, it does not cut
    expect(acceptText("12345678", "", 5)).toBe("");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(acceptText("😀😀😀", "😀😀", 3)).toBe("😀😀😀");
    expect(acceptText("日本語", "日本", 3)).toBe("日本語");
  });
});

describe("showClearButton", () => {
  it("is hidden for number, readonly and disabled inputs and for empty values", () => {
    expect(showClearButton({ clearable: true, value: "x" })).toBe(true);
    expect(showClearButton({ clearable: true, value: "x", type: "number" })).toBe(false);
    expect(showClearButton({ clearable: true, value: "x", readOnly: true })).toBe(false);
    expect(showClearButton({ clearable: true, value: "x", disabled: true })).toBe(false);
    expect(showClearButton({ clearable: true, value: "" })).toBe(false);
    expect(showClearButton({ value: "x" })).toBe(false);
  });
});

describe("number helpers", () => {
  it("ceilTo and limitDecimals avoid floating noise", () => {
    expect(ceilTo(0.1 + 0.2, 1)).toBe(0.3);
    expect(ceilTo(1.01)).toBe(2);
    expect(limitDecimals("3.14159", 2)).toBe("3.14");
    expect(limitDecimals("3.1", 0)).toBe("3");
    expect(limitDecimals("3", 2)).toBe("3");
  });
});

describe("date ranges (SPEC §5)", () => {
  it("knows the pickable days 2022-01-01 … 2030-12-31", () => {
    expect([DATE_MIN, DATE_MAX]).toEqual(["2022-01-01", "2030-12-31"]);
    expect(isPickable("2022-01-01")).toBe(true);
    expect(isPickable("2030-12-31")).toBe(true);
    expect(isPickable("2021-12-31")).toBe(false);
    expect(isPickable("2031-01-01")).toBe(false);
    expect(isYmd("2023-02-29")).toBe(false);
    expect(isYmd("2024-02-29")).toBe(true);
    expect(clampYmd("2019-05-05")).toBe("2022-01-01");
    expect(clampYmd("2040-05-05")).toBe("2030-12-31");
  });
  it("allows a single day and sets the end to 23:59:59", () => {
    expect(dateRangeBounds("2024-03-15", "2024-03-15")).toEqual({
      start: "2024-03-15 00:00:00",
      end: "2024-03-15 23:59:59",
    });
    expect(dateRangeBounds("2024-03-01", "2024-03-31")).toEqual({
      start: "2024-03-01 00:00:00",
      end: "2024-03-31 23:59:59",
    });
  });
  it("with unix output starts at noon and ends 23:59:59 of the end day (Japan time, seconds)", () => {
    const b = dateRangeBounds("2024-03-01", "2024-03-02", true)!;
    expect(b.start).toBe(Date.parse("2024-03-01T03:00:00Z") / 1000);
    expect(b.end).toBe(Date.parse("2024-03-02T14:59:59Z") / 1000);
    expect(jstUnix("2022-01-01", "00:00:00")).toBe(Date.parse("2021-12-31T15:00:00Z") / 1000);
  });
  it("orders and clamps a picked pair, refuses non-days", () => {
    expect(normalizeRange("2024-05-10", "2024-05-01")).toEqual({ start: "2024-05-10", end: "2024-05-10" });
    expect(normalizeRange("2020-01-01", "2035-01-01")).toEqual({ start: DATE_MIN, end: DATE_MAX });
    expect(dateRangeBounds("2024-13-01", "2024-12-01")).toBeNull();
    expect(dateRangeBounds("", "2024-12-01")).toBeNull();
  });
});

describe("paged lists (SPEC §4)", () => {
  it("load until the page exceeds ceil(total / pageSize)", () => {
    expect(nextPageNum(1, 25, 10)).toBe(2);
    expect(nextPageNum(2, 25, 10)).toBe(3);
    expect(nextPageNum(3, 25, 10)).toBeUndefined();
    expect(nextPageNum(1, 10, 10)).toBeUndefined();
    expect(nextPageNum(1, 0, 10)).toBeUndefined();
  });
});

describe("message rules", () => {
  const issue = (schema: { safeParse: (v: unknown) => any }, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? null : firstIssue(r.error).key;
  };
  it("report the first failing rule in field order", () => {
    expect(issue(ZMessageStart, {})).toBe("validation.messageTitleRequired");
    expect(issue(ZMessageStart, { title: "t" })).toBe("validation.messageContentRequired");
    expect(issue(ZMessageReply, { threadId: 1 })).toBe("validation.messageContentRequired");
    expect(issue(ZMessageSend, { content: "x" })).toBe("validation.messageTitleRequired");
    expect(issue(ZMessageSend, { threadId: 3, content: "x" })).toBeNull();
    expect(issue(ZMessageSend, { threadId: 3, content: "x", attachments: [{}, {}, {}, {}] })).toBe(
      "validation.attachmentLimit",
    );
  });
  it("excerpts flatten white space and cut by characters", () => {
    expect(excerpt("a\n\n b  c")).toBe("a b c");
    expect(excerpt("あいうえお", 3)).toBe("あいう…");
  });
  it("reads stored attachments leniently", () => {
    expect(attachmentsOf([{ url: "/u/a.pdf", name: "a.pdf" }, { nope: 1 }, "x"])).toEqual([
      { url: "/u/a.pdf", originalFilename: "a.pdf", name: "a.pdf" },
    ]);
    expect(attachmentsOf(null)).toEqual([]);
  });
});
