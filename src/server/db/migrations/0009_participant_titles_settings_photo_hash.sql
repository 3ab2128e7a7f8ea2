ALTER TABLE "contests" ADD COLUMN "show_titles_to_judges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "min_photo_long_side" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "caption" text;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_same_file_key" ON "submissions" USING btree ("contest_id","user_id","content_hash") WHERE "submissions"."content_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_min_photo_long_side" CHECK ("contests"."min_photo_long_side" BETWEEN 1 AND 20000);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_title_length" CHECK (char_length("submissions"."title") BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_caption_length" CHECK (char_length("submissions"."caption") BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_caption_photo_only" CHECK ("submissions"."caption" IS NULL OR "submissions"."file_key" IS NOT NULL);