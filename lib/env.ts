import { z } from "zod";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/** Unset or blank → undefined. */
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** A whole number setting; unset or blank → the default. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const DEV_JWT_SECRET = "dev-only-secret-change-me-in-production-0123456789";

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** PostgreSQL server; when unset the shop runs on embedded PGlite. */
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** PGlite data directory (or memory://) when DATABASE_URL is unset. */
    PGLITE_DIR: z.string().default(".data/pglite"),
    /** HS256 key for session tokens; required (≥ 32 chars) in production. */
    JWT_SECRET: z.string().min(32).optional(),
    /** smtp://user:pass@host:port (smtps:// for TLS). Unset: mails are written to MAIL_DIR. */
    SMTP_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().default("Kaitsuke Shop <no-reply@kaitsuke.local>"),
    MAIL_DIR: z.string().default(".data/mail"),
    /** Public URL of this shop (used in mails). */
    APP_URL: z.string().url().default("http://localhost:3000"),
    /** Separate desktop site; when set, windows wider than 1024 px are redirected there. */
    DESKTOP_SITE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Seed demo data on start when the database has none. */
    DEMO_SEED: bool,
    /**
     * Number of reverse proxies in front of the shop whose X-Forwarded-For entries are trusted
     * ("1"/"true" = one load balancer). Unset/0: the client address is the TCP peer only.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) => (v === "true" || v === "yes" ? "1" : v === "false" || v === "no" || !v ? "0" : v))
      .pipe(z.string().regex(/^\d$|^10$/))
      .transform(Number),
    /** Fixes the captcha text (automated browser tests only; the image and checks stay real). */
    CAPTCHA_TEST_TEXT: z
      .string()
      .regex(/^[A-Za-z0-9]{4}$/)
      .optional(),
    KAKAO_CHANNEL_URL: z.string().url().default("https://pf.kakao.com/_kaitsuke"),
    WECHAT_ID: z.string().default("kaitsuke-support"),
    /** Uploads without S3: files on local disk here, served by the shop at /uploads/<key>. */
    UPLOAD_DIR: z.string().min(1).default(".data/uploads"),
    /** S3-compatible object store for uploads; used when S3_BUCKET is set (unset endpoint = AWS S3). */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Public base URL of the bucket (CDN); unset = the shop serves S3 objects at /uploads/<key>. */
    S3_PUBLIC_URL: optionalUrl,
    /** PayPal REST app (Orders v2). Without client id + secret the PayPal top-up is shown as unavailable. */
    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    /** Id of the webhook registered for this shop; webhooks are refused (not verified) without it. */
    PAYPAL_WEBHOOK_ID: optionalText,
    /** https://api-m.sandbox.paypal.com (sandbox) or https://api-m.paypal.com (live). */
    PAYPAL_API_BASE: optionalUrl.transform((v) => v ?? "https://api-m.sandbox.paypal.com"),
    /** 1688 cross-border open API (docs/catalogue-providers.md); with key + secret, 1688 goes through it. */
    ALIBABA_OPEN_APP_KEY: optionalText,
    ALIBABA_OPEN_APP_SECRET: optionalText,
    ALIBABA_OPEN_ACCESS_TOKEN: optionalText,
    ALIBABA_OPEN_API_BASE: optionalUrl.transform((v) => v ?? "https://gw.open.1688.com"),
    /**
     * Scheduled work (docs/jobs.md). With DATABASE_URL, "0" leaves the job workers to `npm run worker`; the
     * embedded database always runs them in the shop's process (PGlite has one owner).
     */
    JOBS_IN_PROCESS: z
      .enum(["1", "0", "true", "false", "yes", "no", ""])
      .optional()
      .transform((v) => !(v === "0" || v === "false" || v === "no")),
    /** The day's TTS as JSON {"tts": 21.35, "bank": "…", "date": "YYYY-MM-DD"}; unset: the rate is typed in. */
    RATE_SOURCE_URL: optionalUrl,
    /** Storage fees: free days from storage, the fee per order per period, the period, the reminder's lead. */
    STORAGE_FREE_DAYS: wholeNumber(0, 3650, 90),
    STORAGE_FEE_YEN: wholeNumber(0, 100_000, 10),
    STORAGE_FEE_PERIOD_DAYS: wholeNumber(1, 365, 1),
    STORAGE_REMINDER_DAYS: wholeNumber(0, 365, 7),
    /**
     * The issuer printed on qualified invoices (docs/invoices.md): name, registration number (適格請求書発行事業者
     * 登録番号: T and 13 digits) and address. Demo values by default; set the business's own before issuing.
     */
    INVOICE_ISSUER_NAME: z.string().min(1).max(128).default("株式会社カイツケ（デモ）"),
    INVOICE_REGISTRATION_NO: z
      .string()
      .regex(/^T\d{13}$/, "T and 13 digits, e.g. T1234567890123")
      .default("T1234567890123"),
    INVOICE_ISSUER_ADDRESS: z
      .string()
      .min(1)
      .max(255)
      .default("〒150-0002 東京都渋谷区渋谷1-1-1 カイツケビル"),
    /**
     * Customs papers (docs/customs-papers.md): the shipper printed on the commercial invoice and packing list
     * (the agent's warehouse in China), and the trade terms (Incoterms 2020) with their named place. Demo values
     * by default; set the real warehouse in production.
     */
    CUSTOMS_SHIPPER_NAME: z.string().min(1).default("Kaitsuke Yiwu Warehouse (demo)"),
    CUSTOMS_SHIPPER_ADDRESS: z
      .string()
      .min(1)
      .default("No. 1 Demo Logistics Park, Futian Street, Yiwu, Zhejiang 322000, China"),
    CUSTOMS_SHIPPER_PHONE: z.string().min(1).default("+86 579 0000 0000"),
    CUSTOMS_TRADE_TERMS: z.enum(["FCA", "FOB", "CIF", "CIP"]).default("FCA"),
    CUSTOMS_TRADE_PLACE: z.string().min(1).default("Yiwu, China"),
  })
  .transform((e, ctx) => {
    if (!e.JWT_SECRET && e.NODE_ENV === "production" && e.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "required in production" });
    }
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "set both S3 keys or neither",
      });
    }
    if (!e.ALIBABA_OPEN_APP_KEY !== !e.ALIBABA_OPEN_APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["ALIBABA_OPEN_APP_SECRET"],
        message: "set both ALIBABA_OPEN_APP_KEY and ALIBABA_OPEN_APP_SECRET or neither",
      });
    }
    return { ...e, JWT_SECRET: e.JWT_SECRET ?? DEV_JWT_SECRET };
  });

export type Env = z.infer<typeof ZEnv>;

let cached: Env | undefined;

/** The validated environment, read once (lazily, so `next build` does not need runtime secrets). */
export function env(): Env {
  if (!cached) {
    const parsed = ZEnv.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change process.env. */
export function resetEnvForTests(): void {
  cached = undefined;
}
