CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"currency" "currency",
	"amount" numeric(10, 2),
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind" CHECK (("discount_codes"."percent" BETWEEN 1 AND 100 AND "discount_codes"."currency" IS NULL AND "discount_codes"."amount" IS NULL)
        OR ("discount_codes"."percent" IS NULL AND "discount_codes"."currency" IS NOT NULL AND "discount_codes"."amount" > 0)),
	CONSTRAINT "discount_codes_uses" CHECK ("discount_codes"."uses" >= 0 AND ("discount_codes"."max_uses" IS NULL OR ("discount_codes"."max_uses" >= 1 AND "discount_codes"."uses" <= "discount_codes"."max_uses")))
);
--> statement-breakpoint
CREATE TABLE "provider_checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"url" text NOT NULL,
	"upgrade_package_id" uuid,
	"upgrade_items" integer,
	"upgrade_price" numeric(10, 2),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_checkouts_amount" CHECK ("provider_checkouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "early_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "early_until" date;--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "late_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "package_prices" ADD COLUMN "late_from" date;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD COLUMN "discount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "upgrade_package_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "upgrade_items" integer;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "upgrade_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD CONSTRAINT "provider_checkouts_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD CONSTRAINT "provider_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_checkouts" ADD CONSTRAINT "provider_checkouts_upgrade_package_id_packages_id_fk" FOREIGN KEY ("upgrade_package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_contest_code_key" ON "discount_codes" USING btree ("contest_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "provider_checkouts_provider_id_key" ON "provider_checkouts" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "provider_checkouts_contest_user_idx" ON "provider_checkouts" USING btree ("contest_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_upgrade_package_id_packages_id_fk" FOREIGN KEY ("upgrade_package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_dated" CHECK (("package_prices"."early_amount" IS NULL) = ("package_prices"."early_until" IS NULL) AND ("package_prices"."late_amount" IS NULL) = ("package_prices"."late_from" IS NULL)
        AND coalesce("package_prices"."early_amount", 0) >= 0 AND coalesce("package_prices"."late_amount", 0) >= 0
        AND ("package_prices"."early_until" IS NULL OR "package_prices"."late_from" IS NULL OR "package_prices"."early_until" < "package_prices"."late_from"));