CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"method" text NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text NOT NULL,
	"refunded_amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"credited" numeric(10, 2) DEFAULT 0 NOT NULL,
	"pix_code" text,
	"pix_qr_base64" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_amounts" CHECK ("provider_payments"."amount" > 0 AND "provider_payments"."refunded_amount" >= 0 AND "provider_payments"."credited" >= 0),
	CONSTRAINT "provider_payments_status" CHECK ("provider_payments"."status" IN ('pending', 'paid', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_provider_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."provider_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD CONSTRAINT "provider_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_provider_id_key" ON "provider_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "provider_payments_contest_user_idx" ON "provider_payments" USING btree ("contest_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_payments_pending_idx" ON "provider_payments" USING btree ("created_at") WHERE "provider_payments"."status" = 'pending';