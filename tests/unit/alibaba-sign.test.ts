import { describe, expect, it } from "vitest";
import { aopSignature, aopSigningText, aopUrlPath } from "@/lib/goods/providers/alibaba-sign";

// Expected values computed outside the code under test:
//   printf '%s' '<signing text>' | openssl dgst -sha1 -hmac '<secret>'
describe("1688 open platform request signature", () => {
  it("matches the worked example of the platform's signature rules", () => {
    // open.1688.com/api/sysSignature.htm: …/system/currentTime/1000000?b=2&a=1, secret test123
    const urlPath = aopUrlPath("system", "currentTime", "1000000");
    expect(urlPath).toBe("param2/1/system/currentTime/1000000");
    expect(aopSigningText(urlPath, { b: "2", a: "1" })).toBe("param2/1/system/currentTime/1000000a1b2");
    expect(aopSignature(urlPath, { b: "2", a: "1" }, "test123")).toBe(
      "33E54F4F7B989E3E0E912D3FBD2F1A03CA7CCE88",
    );
  });

  it("signs a keyword query with its JSON parameter and access token, ignoring any old signature", () => {
    const urlPath = aopUrlPath("com.alibaba.fenxiao.crossborder", "product.search.keywordQuery", "7301944");
    const params = {
      offerQueryParam: '{"keyword":"保温杯","beginPage":1,"pageSize":20,"country":"ja"}',
      access_token: "9a1f0c6e-54b2-4d7e-8f3a-2c61d0e4b8a7",
      _aop_signature: "0000",
    };
    expect(aopSignature(urlPath, params, "qV8sX2mLk0Tz")).toBe("59ADC0706D7CAF1B65BFAB1C7D2BE7C04E8D1BED");
  });

  it("sorts the key+value pairs, not the keys", () => {
    // keys sorted would give "a","ab" → "azabc"; the rule sorts the pairs → "abc","az".
    const urlPath = "param2/1/system/currentTime/1000000";
    expect(aopSigningText(urlPath, { a: "z", ab: "c" })).toBe(`${urlPath}abcaz`);
    expect(aopSignature(urlPath, { a: "z", ab: "c" }, "test123")).toBe(
      "A129579A1CBD40FDAF3604B279E1D852365204FC",
    );
  });

  it("changes with the secret and with any parameter", () => {
    const urlPath = "param2/1/system/currentTime/1000000";
    const base = aopSignature(urlPath, { a: "1" }, "test123");
    expect(aopSignature(urlPath, { a: "1" }, "test124")).not.toBe(base);
    expect(aopSignature(urlPath, { a: "2" }, "test123")).not.toBe(base);
  });
});
