-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "customer" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "user_name" VARCHAR(64) NOT NULL,
    "password_hash" VARCHAR(100) NOT NULL,
    "avatar" VARCHAR(512),
    "real_name" VARCHAR(64),
    "phone" VARCHAR(32),
    "company_name" VARCHAR(128),
    "member_tier" INTEGER NOT NULL DEFAULT 1,
    "amazon_shop_name" VARCHAR(128),
    "rakuten_shop_name" VARCHAR(128),
    "customer_service_id" VARCHAR(32),
    "monthly_purchase_band" INTEGER,
    "balance_yen" INTEGER NOT NULL DEFAULT 0,
    "frozen_yen" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "language" VARCHAR(8) NOT NULL DEFAULT 'ja',
    "last_login_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" UUID NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "ip" VARCHAR(64),
    "user_agent" VARCHAR(512),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "captcha" (
    "id" UUID NOT NULL,
    "answer" VARCHAR(16) NOT NULL,
    "ip" VARCHAR(64),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "captcha_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_code" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "purpose" INTEGER NOT NULL,
    "code_hash" VARCHAR(100) NOT NULL,
    "customer_id" INTEGER,
    "ip" VARCHAR(64),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),

    CONSTRAINT "email_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempt" (
    "id" SERIAL NOT NULL,
    "account" VARCHAR(254) NOT NULL,
    "ip" VARCHAR(64),
    "success" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_plan" (
    "id" SERIAL NOT NULL,
    "tier" INTEGER NOT NULL,
    "name_ja" VARCHAR(64) NOT NULL,
    "name_zh" VARCHAR(64) NOT NULL,
    "name_en" VARCHAR(64) NOT NULL,
    "name_ko" VARCHAR(64) NOT NULL,
    "monthly_fee_yen" INTEGER NOT NULL,
    "commission_rate" DECIMAL(5,4) NOT NULL,
    "monthly_quota_yen" INTEGER,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_member" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "plan_id" INTEGER NOT NULL,
    "start_at" TIMESTAMP(3) NOT NULL,
    "end_at" TIMESTAMP(3) NOT NULL,
    "fee_yen" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exchange_rate" (
    "id" SERIAL NOT NULL,
    "currency" VARCHAR(8) NOT NULL DEFAULT 'CNY',
    "bank_tts" DECIMAL(10,4) NOT NULL,
    "rate" DECIMAL(10,4) NOT NULL,
    "bank_name" VARCHAR(64) NOT NULL,
    "effective_date" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exchange_rate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcement" (
    "id" SERIAL NOT NULL,
    "title_ja" VARCHAR(200) NOT NULL,
    "title_zh" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200) NOT NULL,
    "title_ko" VARCHAR(200) NOT NULL,
    "content_ja" TEXT NOT NULL,
    "content_zh" TEXT NOT NULL,
    "content_en" TEXT NOT NULL,
    "content_ko" TEXT NOT NULL,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "status" INTEGER NOT NULL DEFAULT 1,
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guide_article" (
    "id" SERIAL NOT NULL,
    "center_type" INTEGER NOT NULL,
    "title_zh" VARCHAR(200) NOT NULL,
    "title_kr" VARCHAR(200) NOT NULL,
    "title_ja" VARCHAR(200) NOT NULL,
    "title_en" VARCHAR(200) NOT NULL,
    "content_zh" TEXT NOT NULL,
    "content_kr" TEXT NOT NULL,
    "content_ja" TEXT NOT NULL,
    "content_en" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "create_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guide_article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "region" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(4) NOT NULL,
    "name_ja" VARCHAR(32) NOT NULL,
    "name_en" VARCHAR(32) NOT NULL,
    "name_zh" VARCHAR(32) NOT NULL,
    "name_ko" VARCHAR(32) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "region_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "amazon_site" (
    "id" SERIAL NOT NULL,
    "site_id" VARCHAR(32) NOT NULL,
    "site_name_en" VARCHAR(64) NOT NULL,
    "country_code" VARCHAR(4) NOT NULL,
    "marketplace" VARCHAR(64) NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "amazon_site_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_staff" (
    "id" SERIAL NOT NULL,
    "staff_code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_account" (
    "id" SERIAL NOT NULL,
    "bank" VARCHAR(64) NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "branch_bank" VARCHAR(64) NOT NULL,
    "bank_account" VARCHAR(32) NOT NULL,
    "bank_rate" DECIMAL(5,4) NOT NULL DEFAULT 0,
    "category" VARCHAR(16) NOT NULL DEFAULT 'ordinary',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bank_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "address" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "postal_code" VARCHAR(8) NOT NULL,
    "region_id" INTEGER NOT NULL,
    "address" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "email" VARCHAR(254),
    "company_name" VARCHAR(128),
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clearance_person" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "importer_name" VARCHAR(128) NOT NULL,
    "customs_code" VARCHAR(13) NOT NULL,
    "naccs_account" VARCHAR(32),
    "corporate_id" VARCHAR(32),
    "phone" VARCHAR(32) NOT NULL,
    "postal_code" VARCHAR(8) NOT NULL,
    "address" VARCHAR(255) NOT NULL,
    "email" VARCHAR(254),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "clearance_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "category" (
    "id" SERIAL NOT NULL,
    "parent_id" INTEGER,
    "category_name_zh" VARCHAR(64) NOT NULL,
    "category_name_ja" VARCHAR(64) NOT NULL,
    "category_name_en" VARCHAR(64) NOT NULL,
    "category_name_ko" VARCHAR(64) NOT NULL,
    "platform" INTEGER,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "goods" (
    "id" SERIAL NOT NULL,
    "platform" INTEGER NOT NULL,
    "source_id" VARCHAR(64) NOT NULL,
    "title_zh" VARCHAR(500) NOT NULL,
    "title_ja" VARCHAR(500),
    "title_en" VARCHAR(500),
    "title_ko" VARCHAR(500),
    "category_id" INTEGER,
    "shop_name" VARCHAR(128),
    "sales" INTEGER NOT NULL DEFAULT 0,
    "min_order_qty" INTEGER NOT NULL DEFAULT 1,
    "price_fen" INTEGER NOT NULL,
    "images" TEXT[],
    "main_image" VARCHAR(1024),
    "detail_url" VARCHAR(1024),
    "weight_grams" INTEGER,
    "length_mm" INTEGER,
    "width_mm" INTEGER,
    "height_mm" INTEGER,
    "domestic_shipping_fen" INTEGER NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "image_hash" VARCHAR(64),
    "raw" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "goods_sku" (
    "id" SERIAL NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "sku_id" VARCHAR(64) NOT NULL,
    "specs" JSONB NOT NULL,
    "price_fen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "image" VARCHAR(1024),

    CONSTRAINT "goods_sku_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "goods_price_tier" (
    "id" SERIAL NOT NULL,
    "goods_id" INTEGER NOT NULL,
    "min_qty" INTEGER NOT NULL,
    "price_fen" INTEGER NOT NULL,

    CONSTRAINT "goods_price_tier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cart_line" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "goods_id" INTEGER,
    "sku_id" VARCHAR(64),
    "platform" INTEGER NOT NULL,
    "goods_name" VARCHAR(500) NOT NULL,
    "goods_price_fen" INTEGER NOT NULL,
    "goods_count" INTEGER NOT NULL,
    "goods_color" VARCHAR(128),
    "goods_size" VARCHAR(128),
    "goods_specs" VARCHAR(500),
    "goods_image_url" VARCHAR(1024),
    "goods_url" VARCHAR(1024),
    "shop_name" VARCHAR(128),
    "sp_data" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cart_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "order_no" VARCHAR(32) NOT NULL,
    "order_status" INTEGER NOT NULL,
    "agent_flag" INTEGER NOT NULL DEFAULT 0,
    "platform" INTEGER NOT NULL,
    "shop_name" VARCHAR(128),
    "payment_method" INTEGER,
    "goods_amount_fen" INTEGER NOT NULL,
    "goods_amount_yen" INTEGER NOT NULL,
    "domestic_shipping_yen" INTEGER NOT NULL DEFAULT 0,
    "commission_yen" INTEGER NOT NULL DEFAULT 0,
    "total_yen" INTEGER NOT NULL,
    "paid_yen" INTEGER NOT NULL DEFAULT 0,
    "rate_used" DECIMAL(10,4) NOT NULL,
    "remark" VARCHAR(500),
    "address_id" INTEGER,
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_line" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "goods_id" INTEGER,
    "sku_id" VARCHAR(64),
    "goods_name" VARCHAR(500) NOT NULL,
    "goods_image_url" VARCHAR(1024),
    "goods_url" VARCHAR(1024),
    "specs" VARCHAR(500),
    "unit_price_fen" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "asin" VARCHAR(16),
    "fnsku" VARCHAR(16),
    "seller_sku" VARCHAR(64),
    "arrived_qty" INTEGER NOT NULL DEFAULT 0,
    "checked_qty" INTEGER NOT NULL DEFAULT 0,
    "bad_qty" INTEGER NOT NULL DEFAULT 0,
    "inventory_status" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "order_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_status_log" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "from_status" INTEGER,
    "to_status" INTEGER NOT NULL,
    "actor" VARCHAR(16) NOT NULL,
    "note" VARCHAR(500),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_status_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "problem" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_line_id" INTEGER,
    "problem_type" INTEGER NOT NULL,
    "process_status" INTEGER NOT NULL DEFAULT 1,
    "handling" INTEGER,
    "quantity" INTEGER NOT NULL,
    "description" VARCHAR(1000),
    "images" TEXT[],
    "fee_yen" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "handled_at" TIMESTAMP(3),

    CONSTRAINT "problem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "container_no" VARCHAR(32) NOT NULL,
    "status" INTEGER NOT NULL,
    "shipping_mode" INTEGER NOT NULL,
    "storage_type" INTEGER,
    "address_id" INTEGER,
    "clearance_person_id" INTEGER,
    "amazon_site_id" INTEGER,
    "fba_shipment_id" VARCHAR(32),
    "box_count" INTEGER NOT NULL DEFAULT 0,
    "net_weight_grams" INTEGER,
    "actual_weight_grams" INTEGER,
    "volume_cm3" INTEGER,
    "freight_yen" INTEGER NOT NULL DEFAULT 0,
    "other_fee_yen" INTEGER NOT NULL DEFAULT 0,
    "total_yen" INTEGER NOT NULL DEFAULT 0,
    "tracking_no" VARCHAR(64),
    "remark" VARCHAR(500),
    "paid_at" TIMESTAMP(3),
    "dispatched_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "container_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_line" (
    "id" SERIAL NOT NULL,
    "container_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_line_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "box_no" INTEGER,
    "fnsku" VARCHAR(16),
    "asin" VARCHAR(16),
    "seller_sku" VARCHAR(64),

    CONSTRAINT "container_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_box" (
    "id" SERIAL NOT NULL,
    "container_id" INTEGER NOT NULL,
    "box_no" INTEGER NOT NULL,
    "length_cm" INTEGER NOT NULL,
    "width_cm" INTEGER NOT NULL,
    "height_cm" INTEGER NOT NULL,
    "net_weight_grams" INTEGER NOT NULL,
    "actual_weight_grams" INTEGER NOT NULL,
    "tracking_no" VARCHAR(64),

    CONSTRAINT "container_box_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "box_order" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "container_id" INTEGER,
    "box_order_no" VARCHAR(32) NOT NULL,
    "status" INTEGER NOT NULL,
    "total_yen" INTEGER NOT NULL DEFAULT 0,
    "remark" VARCHAR(500),
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "box_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "box_order_line" (
    "id" SERIAL NOT NULL,
    "box_order_id" INTEGER NOT NULL,
    "packing_material_id" INTEGER,
    "transport_case_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "unit_price_yen" INTEGER NOT NULL,
    "amount_yen" INTEGER NOT NULL,

    CONSTRAINT "box_order_line_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packing_material" (
    "id" SERIAL NOT NULL,
    "name_ja" VARCHAR(128) NOT NULL,
    "name_zh" VARCHAR(128) NOT NULL,
    "name_en" VARCHAR(128) NOT NULL,
    "name_ko" VARCHAR(128) NOT NULL,
    "spec" VARCHAR(128),
    "unit" VARCHAR(16),
    "image" VARCHAR(1024),
    "price_yen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "packing_material_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transport_case" (
    "id" SERIAL NOT NULL,
    "name_ja" VARCHAR(128) NOT NULL,
    "name_zh" VARCHAR(128) NOT NULL,
    "name_en" VARCHAR(128) NOT NULL,
    "name_ko" VARCHAR(128) NOT NULL,
    "length_cm" INTEGER NOT NULL,
    "width_cm" INTEGER NOT NULL,
    "height_cm" INTEGER NOT NULL,
    "max_weight_grams" INTEGER NOT NULL,
    "price_yen" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transport_case_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "label" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "container_id" INTEGER,
    "order_line_id" INTEGER,
    "label_type" VARCHAR(16) NOT NULL,
    "fnsku" VARCHAR(16),
    "file_url" VARCHAR(1024) NOT NULL,
    "printed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "label_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "top_up" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "top_up_no" VARCHAR(32) NOT NULL,
    "payment_method" INTEGER NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "fee_yen" INTEGER NOT NULL DEFAULT 0,
    "review_status" INTEGER NOT NULL,
    "bank_account_id" INTEGER,
    "remitter_name" VARCHAR(128),
    "slip_file_url" VARCHAR(1024),
    "paypal_order_id" VARCHAR(64),
    "idempotency_key" VARCHAR(64),
    "expires_at" TIMESTAMP(3),
    "reviewed_at" TIMESTAMP(3),
    "review_note" VARCHAR(500),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "top_up_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "withdrawal" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "withdrawal_no" VARCHAR(32) NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "review_status" INTEGER NOT NULL,
    "bank_name" VARCHAR(64) NOT NULL,
    "branch_name" VARCHAR(64) NOT NULL,
    "account_type" VARCHAR(16) NOT NULL,
    "account_no" VARCHAR(32) NOT NULL,
    "account_holder" VARCHAR(128) NOT NULL,
    "idempotency_key" VARCHAR(64),
    "reviewed_at" TIMESTAMP(3),
    "review_note" VARCHAR(500),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_transaction" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "balance_after_yen" INTEGER NOT NULL,
    "order_id" INTEGER,
    "container_id" INTEGER,
    "top_up_id" INTEGER,
    "withdrawal_id" INTEGER,
    "idempotency_key" VARCHAR(64),
    "remark" VARCHAR(500),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "thread_id" INTEGER,
    "direction" INTEGER NOT NULL,
    "staff_id" INTEGER,
    "title" VARCHAR(200),
    "content" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "read_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "order_id" INTEGER,
    "content" VARCHAR(2000) NOT NULL,
    "images" TEXT[],
    "status" INTEGER NOT NULL DEFAULT 1,
    "reply" VARCHAR(2000),
    "replied_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "uploaded_file" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER,
    "url" VARCHAR(1024) NOT NULL,
    "original_filename" VARCHAR(255) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "mime_type" VARCHAR(128) NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "modular" VARCHAR(32) NOT NULL DEFAULT 'shopmall',
    "storage" VARCHAR(8) NOT NULL DEFAULT 'local',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploaded_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "customer_email_key" ON "customer"("email");

-- CreateIndex
CREATE INDEX "session_customer_id_idx" ON "session"("customer_id");

-- CreateIndex
CREATE INDEX "captcha_expires_at_idx" ON "captcha"("expires_at");

-- CreateIndex
CREATE INDEX "captcha_ip_created_at_idx" ON "captcha"("ip", "created_at");

-- CreateIndex
CREATE INDEX "email_code_email_purpose_created_at_idx" ON "email_code"("email", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "email_code_ip_created_at_idx" ON "email_code"("ip", "created_at");

-- CreateIndex
CREATE INDEX "login_attempt_account_created_at_idx" ON "login_attempt"("account", "created_at");

-- CreateIndex
CREATE INDEX "login_attempt_ip_created_at_idx" ON "login_attempt"("ip", "created_at");

-- CreateIndex
CREATE INDEX "customer_member_customer_id_end_at_idx" ON "customer_member"("customer_id", "end_at");

-- CreateIndex
CREATE INDEX "exchange_rate_currency_created_at_idx" ON "exchange_rate"("currency", "created_at");

-- CreateIndex
CREATE INDEX "announcement_status_published_at_idx" ON "announcement"("status", "published_at");

-- CreateIndex
CREATE INDEX "guide_article_center_type_status_sort_idx" ON "guide_article"("center_type", "status", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "region_code_key" ON "region"("code");

-- CreateIndex
CREATE INDEX "region_sort_idx" ON "region"("sort");

-- CreateIndex
CREATE UNIQUE INDEX "amazon_site_site_id_key" ON "amazon_site"("site_id");

-- CreateIndex
CREATE INDEX "amazon_site_country_code_sort_idx" ON "amazon_site"("country_code", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "service_staff_staff_code_key" ON "service_staff"("staff_code");

-- CreateIndex
CREATE INDEX "bank_account_active_sort_idx" ON "bank_account"("active", "sort");

-- CreateIndex
CREATE INDEX "address_customer_id_is_default_idx" ON "address"("customer_id", "is_default");

-- CreateIndex
CREATE INDEX "clearance_person_customer_id_idx" ON "clearance_person"("customer_id");

-- CreateIndex
CREATE INDEX "category_parent_id_sort_idx" ON "category"("parent_id", "sort");

-- CreateIndex
CREATE INDEX "goods_category_id_idx" ON "goods"("category_id");

-- CreateIndex
CREATE INDEX "goods_platform_sales_idx" ON "goods"("platform", "sales");

-- CreateIndex
CREATE INDEX "goods_image_hash_idx" ON "goods"("image_hash");

-- CreateIndex
CREATE UNIQUE INDEX "goods_platform_source_id_key" ON "goods"("platform", "source_id");

-- CreateIndex
CREATE UNIQUE INDEX "goods_sku_goods_id_sku_id_key" ON "goods_sku"("goods_id", "sku_id");

-- CreateIndex
CREATE UNIQUE INDEX "goods_price_tier_goods_id_min_qty_key" ON "goods_price_tier"("goods_id", "min_qty");

-- CreateIndex
CREATE INDEX "cart_line_customer_id_created_at_idx" ON "cart_line"("customer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders"("order_no");

-- CreateIndex
CREATE INDEX "orders_customer_id_order_status_created_at_idx" ON "orders"("customer_id", "order_status", "created_at");

-- CreateIndex
CREATE INDEX "orders_customer_id_agent_flag_created_at_idx" ON "orders"("customer_id", "agent_flag", "created_at");

-- CreateIndex
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "order_line_order_id_idx" ON "order_line"("order_id");

-- CreateIndex
CREATE INDEX "order_line_goods_id_idx" ON "order_line"("goods_id");

-- CreateIndex
CREATE INDEX "order_status_log_order_id_created_at_idx" ON "order_status_log"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "problem_customer_id_process_status_created_at_idx" ON "problem"("customer_id", "process_status", "created_at");

-- CreateIndex
CREATE INDEX "problem_order_id_idx" ON "problem"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "container_container_no_key" ON "container"("container_no");

-- CreateIndex
CREATE INDEX "container_customer_id_status_created_at_idx" ON "container"("customer_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "container_line_container_id_idx" ON "container_line"("container_id");

-- CreateIndex
CREATE INDEX "container_line_order_id_idx" ON "container_line"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "container_box_container_id_box_no_key" ON "container_box"("container_id", "box_no");

-- CreateIndex
CREATE UNIQUE INDEX "box_order_box_order_no_key" ON "box_order"("box_order_no");

-- CreateIndex
CREATE INDEX "box_order_customer_id_status_created_at_idx" ON "box_order"("customer_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "box_order_container_id_idx" ON "box_order"("container_id");

-- CreateIndex
CREATE INDEX "box_order_line_box_order_id_idx" ON "box_order_line"("box_order_id");

-- CreateIndex
CREATE INDEX "packing_material_active_sort_idx" ON "packing_material"("active", "sort");

-- CreateIndex
CREATE INDEX "transport_case_active_sort_idx" ON "transport_case"("active", "sort");

-- CreateIndex
CREATE INDEX "label_customer_id_created_at_idx" ON "label"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "label_container_id_idx" ON "label"("container_id");

-- CreateIndex
CREATE INDEX "label_order_line_id_idx" ON "label"("order_line_id");

-- CreateIndex
CREATE UNIQUE INDEX "top_up_top_up_no_key" ON "top_up"("top_up_no");

-- CreateIndex
CREATE UNIQUE INDEX "top_up_paypal_order_id_key" ON "top_up"("paypal_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "top_up_idempotency_key_key" ON "top_up"("idempotency_key");

-- CreateIndex
CREATE INDEX "top_up_customer_id_review_status_created_at_idx" ON "top_up"("customer_id", "review_status", "created_at");

-- CreateIndex
CREATE INDEX "top_up_review_status_expires_at_idx" ON "top_up"("review_status", "expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawal_withdrawal_no_key" ON "withdrawal"("withdrawal_no");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawal_idempotency_key_key" ON "withdrawal"("idempotency_key");

-- CreateIndex
CREATE INDEX "withdrawal_customer_id_review_status_created_at_idx" ON "withdrawal"("customer_id", "review_status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "account_transaction_idempotency_key_key" ON "account_transaction"("idempotency_key");

-- CreateIndex
CREATE INDEX "account_transaction_customer_id_created_at_idx" ON "account_transaction"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "account_transaction_customer_id_type_created_at_idx" ON "account_transaction"("customer_id", "type", "created_at");

-- CreateIndex
CREATE INDEX "account_transaction_order_id_idx" ON "account_transaction"("order_id");

-- CreateIndex
CREATE INDEX "message_customer_id_direction_read_at_idx" ON "message"("customer_id", "direction", "read_at");

-- CreateIndex
CREATE INDEX "message_customer_id_created_at_idx" ON "message"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "message_thread_id_created_at_idx" ON "message"("thread_id", "created_at");

-- CreateIndex
CREATE INDEX "feedback_customer_id_status_created_at_idx" ON "feedback"("customer_id", "status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "uploaded_file_name_key" ON "uploaded_file"("name");

-- CreateIndex
CREATE INDEX "uploaded_file_customer_id_created_at_idx" ON "uploaded_file"("customer_id", "created_at");

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_member" ADD CONSTRAINT "customer_member_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_member" ADD CONSTRAINT "customer_member_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "member_plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "address" ADD CONSTRAINT "address_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "address" ADD CONSTRAINT "address_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clearance_person" ADD CONSTRAINT "clearance_person_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods_sku" ADD CONSTRAINT "goods_sku_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "goods_price_tier" ADD CONSTRAINT "goods_price_tier_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_goods_id_fkey" FOREIGN KEY ("goods_id") REFERENCES "goods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_status_log" ADD CONSTRAINT "order_status_log_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "problem" ADD CONSTRAINT "problem_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "problem" ADD CONSTRAINT "problem_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "problem" ADD CONSTRAINT "problem_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_line"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container" ADD CONSTRAINT "container_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container" ADD CONSTRAINT "container_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container" ADD CONSTRAINT "container_clearance_person_id_fkey" FOREIGN KEY ("clearance_person_id") REFERENCES "clearance_person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container" ADD CONSTRAINT "container_amazon_site_id_fkey" FOREIGN KEY ("amazon_site_id") REFERENCES "amazon_site"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_line" ADD CONSTRAINT "container_line_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_line" ADD CONSTRAINT "container_line_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_line" ADD CONSTRAINT "container_line_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_line"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_box" ADD CONSTRAINT "container_box_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "box_order" ADD CONSTRAINT "box_order_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "box_order" ADD CONSTRAINT "box_order_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "box_order_line" ADD CONSTRAINT "box_order_line_box_order_id_fkey" FOREIGN KEY ("box_order_id") REFERENCES "box_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "box_order_line" ADD CONSTRAINT "box_order_line_packing_material_id_fkey" FOREIGN KEY ("packing_material_id") REFERENCES "packing_material"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "box_order_line" ADD CONSTRAINT "box_order_line_transport_case_id_fkey" FOREIGN KEY ("transport_case_id") REFERENCES "transport_case"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "label" ADD CONSTRAINT "label_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "label" ADD CONSTRAINT "label_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "label" ADD CONSTRAINT "label_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_line"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "top_up" ADD CONSTRAINT "top_up_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "top_up" ADD CONSTRAINT "top_up_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "container"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_top_up_id_fkey" FOREIGN KEY ("top_up_id") REFERENCES "top_up"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transaction" ADD CONSTRAINT "account_transaction_withdrawal_id_fkey" FOREIGN KEY ("withdrawal_id") REFERENCES "withdrawal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "service_staff"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

