CREATE TABLE "set_aside_evaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"side" smallint NOT NULL,
	"judge_id" text,
	"score" smallint,
	"comment" text,
	"feedback" text[],
	"set_aside_by" text,
	"set_aside_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_aside_evaluations_side" CHECK ("set_aside_evaluations"."side" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "disagreement_threshold" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "judge1_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "judge2_id" text;--> statement-breakpoint
ALTER TABLE "set_aside_evaluations" ADD CONSTRAINT "set_aside_evaluations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_aside_evaluations" ADD CONSTRAINT "set_aside_evaluations_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_aside_evaluations" ADD CONSTRAINT "set_aside_evaluations_set_aside_by_users_id_fk" FOREIGN KEY ("set_aside_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_aside_evaluations_submission_idx" ON "set_aside_evaluations" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_judge1_id_users_id_fk" FOREIGN KEY ("judge1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_judge2_id_users_id_fk" FOREIGN KEY ("judge2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_judge1_idx" ON "submissions" USING btree ("judge1_id");--> statement-breakpoint
CREATE INDEX "submissions_judge2_idx" ON "submissions" USING btree ("judge2_id");--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_disagreement_threshold_range" CHECK ("contests"."disagreement_threshold" BETWEEN 1 AND 9);