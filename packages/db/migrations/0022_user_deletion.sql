-- Deleting a user (issue 18, ADR 027): the row stays, anonymised, so orders and payments keep their person;
-- deleted_at tells it from a live account (sign-in, the administrator's list, the last-administrator rule).
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_live_admins_idx" ON "users" USING btree ("id") WHERE "deleted_at" IS NULL AND "roles" @> ARRAY[2];
