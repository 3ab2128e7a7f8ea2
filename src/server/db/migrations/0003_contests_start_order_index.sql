DROP INDEX "contests_starts_idx";--> statement-breakpoint
CREATE INDEX "contests_starts_idx" ON "contests" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);