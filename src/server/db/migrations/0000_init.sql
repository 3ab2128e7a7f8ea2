CREATE TYPE "public"."award" AS ENUM('awarded', 'honorable', 'not_awarded');--> statement-breakpoint
CREATE TYPE "public"."contest_category" AS ENUM('photo', 'video');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('BRL', 'USD', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('pt', 'en');--> statement-breakpoint
CREATE TYPE "public"."photo_category" AS ENUM('wedding', 'family');--> statement-breakpoint
CREATE TYPE "public"."pre_filter_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'participant', 'pre_filter_judge', 'photo_judge_1', 'photo_judge_2', 'video_judge_1', 'video_judge_2');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('regular', 'member', 'vip');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_counts" (
	"user_id" text NOT NULL,
	"year" integer NOT NULL,
	"award_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_counts_user_id_year_pk" PRIMARY KEY("user_id","year"),
	CONSTRAINT "award_counts_non_negative" CHECK ("award_counts"."award_count" >= 0),
	CONSTRAINT "award_counts_year_range" CHECK ("award_counts"."year" BETWEEN 2000 AND 2200)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"results_at" timestamp with time zone NOT NULL,
	"category" "contest_category" NOT NULL,
	"photo_category" "photo_category",
	"rules" text DEFAULT '' NOT NULL,
	"show_evaluations" boolean DEFAULT false NOT NULL,
	"show_submissions" boolean DEFAULT false NOT NULL,
	"show_pre_filter_results" boolean DEFAULT false NOT NULL,
	"is_extra" boolean DEFAULT false NOT NULL,
	"pre_filter_judge_id" text,
	"photo_judge_1_id" text,
	"photo_judge_2_id" text,
	"video_judge_1_id" text,
	"video_judge_2_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_title_length" CHECK (char_length("contests"."title") BETWEEN 1 AND 200),
	CONSTRAINT "contests_dates_order" CHECK ("contests"."deadline" > "contests"."starts_at"),
	CONSTRAINT "contests_photo_category_shape" CHECK (("contests"."category" = 'photo') = ("contests"."photo_category" IS NOT NULL)),
	CONSTRAINT "contests_judges_match_category" CHECK (("contests"."category" = 'photo' AND "contests"."video_judge_1_id" IS NULL AND "contests"."video_judge_2_id" IS NULL)
        OR ("contests"."category" = 'video' AND "contests"."pre_filter_judge_id" IS NULL AND "contests"."photo_judge_1_id" IS NULL AND "contests"."photo_judge_2_id" IS NULL)),
	CONSTRAINT "contests_extra_has_no_judge_2" CHECK (NOT "contests"."is_extra" OR ("contests"."photo_judge_2_id" IS NULL AND "contests"."video_judge_2_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "evaluation_completions" (
	"judge_id" text NOT NULL,
	"contest_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_completions_judge_id_contest_id_pk" PRIMARY KEY("judge_id","contest_id")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"package_id" uuid NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment_url" text,
	CONSTRAINT "package_prices_package_id_currency_pk" PRIMARY KEY("package_id","currency"),
	CONSTRAINT "package_prices_amount_non_negative" CHECK ("package_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "contest_category" NOT NULL,
	"items" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_items_positive" CHECK ("packages"."items" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"file_key" text,
	"file_width" integer,
	"file_height" integer,
	"file_bytes" integer,
	"video_url" text,
	"pre_filter_status" "pre_filter_status" DEFAULT 'pending' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"package_id" uuid,
	"currency" "currency",
	"amount" numeric(10, 2),
	"judge1_score" smallint,
	"judge2_score" smallint,
	"final_score" numeric(4, 2),
	"award" "award",
	"judge1_comment" text,
	"judge2_comment" text,
	"judge1_feedback" text[],
	"judge2_feedback" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_photo_or_film" CHECK (("submissions"."file_key" IS NOT NULL) <> ("submissions"."video_url" IS NOT NULL)),
	CONSTRAINT "submissions_judge1_score_range" CHECK ("submissions"."judge1_score" BETWEEN 1 AND 10),
	CONSTRAINT "submissions_judge2_score_range" CHECK ("submissions"."judge2_score" BETWEEN 1 AND 10),
	CONSTRAINT "submissions_final_score_range" CHECK ("submissions"."final_score" BETWEEN 1 AND 10),
	CONSTRAINT "submissions_feedback_keys" CHECK ("submissions"."judge1_feedback" <@ ARRAY['composition','direction','light','message','editing','originality']::text[]
        AND "submissions"."judge2_feedback" <@ ARRAY['composition','direction','light','message','editing','originality']::text[])
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" "user_role" DEFAULT 'participant' NOT NULL,
	"status" "user_status" DEFAULT 'regular' NOT NULL,
	"country" text,
	"state_code" text,
	"city_code" text,
	"city_name" text,
	"locale" "locale" DEFAULT 'pt' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_country_code" CHECK ("users"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "users_location_shape" CHECK (("users"."country" IS NULL AND "users"."state_code" IS NULL AND "users"."city_code" IS NULL AND "users"."city_name" IS NULL)
        OR ("users"."country" = 'BR' AND "users"."state_code" IS NOT NULL AND "users"."city_code" IS NOT NULL)
        OR ("users"."country" <> 'BR' AND "users"."state_code" IS NULL AND "users"."city_code" IS NULL AND "users"."city_name" IS NOT NULL)),
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_counts" ADD CONSTRAINT "award_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_pre_filter_judge_id_users_id_fk" FOREIGN KEY ("pre_filter_judge_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_photo_judge_1_id_users_id_fk" FOREIGN KEY ("photo_judge_1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_photo_judge_2_id_users_id_fk" FOREIGN KEY ("photo_judge_2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_video_judge_1_id_users_id_fk" FOREIGN KEY ("video_judge_1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_video_judge_2_id_users_id_fk" FOREIGN KEY ("video_judge_2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_completions" ADD CONSTRAINT "evaluation_completions_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_completions" ADD CONSTRAINT "evaluation_completions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "contests_starts_idx" ON "contests" USING btree ("starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_deadline_idx" ON "contests" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "contests_pre_filter_judge_idx" ON "contests" USING btree ("pre_filter_judge_id");--> statement-breakpoint
CREATE INDEX "contests_photo_judge_1_idx" ON "contests" USING btree ("photo_judge_1_id");--> statement-breakpoint
CREATE INDEX "contests_photo_judge_2_idx" ON "contests" USING btree ("photo_judge_2_id");--> statement-breakpoint
CREATE INDEX "contests_video_judge_1_idx" ON "contests" USING btree ("video_judge_1_id");--> statement-breakpoint
CREATE INDEX "contests_video_judge_2_idx" ON "contests" USING btree ("video_judge_2_id");--> statement-breakpoint
CREATE INDEX "emails_created_idx" ON "emails" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "completions_contest_idx" ON "evaluation_completions" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_category_items_key" ON "packages" USING btree ("category","items");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "submissions_contest_created_idx" ON "submissions" USING btree ("contest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_contest_status_idx" ON "submissions" USING btree ("contest_id","pre_filter_status");--> statement-breakpoint
CREATE INDEX "submissions_contest_score_idx" ON "submissions" USING btree ("contest_id","final_score");--> statement-breakpoint
CREATE INDEX "submissions_user_created_idx" ON "submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");