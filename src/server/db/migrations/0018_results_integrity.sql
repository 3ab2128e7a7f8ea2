CREATE TABLE "result_amendments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"contest_id" uuid NOT NULL,
	"actor_id" text,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_amendments_submission_idx" ON "result_amendments" USING btree ("submission_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "result_amendments_contest_idx" ON "result_amendments" USING btree ("contest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Contests already published before this migration: their last change is the best date we have.
UPDATE "contests" SET "results_published_at" = "updated_at" WHERE "show_evaluations" AND "results_published_at" IS NULL;
