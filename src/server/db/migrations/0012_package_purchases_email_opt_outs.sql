CREATE TABLE "email_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "email_opt_outs_kind" CHECK ("email_opt_outs"."kind" IN ('reminders'))
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"package_id" uuid,
	"items" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"already_paid" numeric(10, 2) DEFAULT 0 NOT NULL,
	"confirmed_amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_amounts" CHECK ("package_purchases"."price" >= 0 AND "package_purchases"."already_paid" >= 0 AND "package_purchases"."confirmed_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_current_key" ON "package_purchases" USING btree ("contest_id","user_id") WHERE "package_purchases"."superseded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "package_purchases_contest_user_idx" ON "package_purchases" USING btree ("contest_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "package_purchases_user_idx" ON "package_purchases" USING btree ("user_id");