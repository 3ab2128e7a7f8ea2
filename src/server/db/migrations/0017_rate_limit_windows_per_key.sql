-- One window per key from now on, starting at the key's first request (lib/rate-limit.ts): keep each
-- key's newest window only, so the new primary key holds.
DELETE FROM "rate_limit_hits" AS "old" USING "rate_limit_hits" AS "newer"
WHERE "newer"."key" = "old"."key" AND "newer"."window_start" > "old"."window_start";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD CONSTRAINT "rate_limit_hits_key_pk" PRIMARY KEY("key");
