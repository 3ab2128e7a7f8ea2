CREATE TABLE "pre_filter_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"judge_id" text NOT NULL,
	"to_status" "pre_filter_status" NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pre_filter_decisions" ADD CONSTRAINT "pre_filter_decisions_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_filter_decisions_judge_idx" ON "pre_filter_decisions" USING btree ("judge_id","id" DESC NULLS LAST);