DROP INDEX "submissions_contest_status_idx";--> statement-breakpoint
DROP INDEX "submissions_contest_score_idx";