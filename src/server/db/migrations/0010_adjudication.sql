ALTER TABLE "submissions" ADD COLUMN "adjudicator_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "adjudicator_score" smallint;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_adjudicator_id_users_id_fk" FOREIGN KEY ("adjudicator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_adjudicator_idx" ON "submissions" USING btree ("adjudicator_id") WHERE "submissions"."adjudicator_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_adjudicator_score_range" CHECK ("submissions"."adjudicator_score" BETWEEN 1 AND 10);