-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; it ships with
-- embedded-postgres and with every managed PostgreSQL we target.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "users_status_idx";--> statement-breakpoint
CREATE INDEX "users_role_username_idx" ON "users" USING btree ("role",lower("username"));--> statement-breakpoint
CREATE INDEX "users_status_username_idx" ON "users" USING btree ("status",lower("username"));--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);