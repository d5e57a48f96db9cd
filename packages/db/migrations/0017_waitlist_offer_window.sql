ALTER TABLE "providers" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_waitlist_offer_hours_check" CHECK ("providers"."waitlist_offer_hours" in (24, 48, 72, 96));--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD COLUMN "child_id" uuid;--> statement-breakpoint
UPDATE "waitlist_requests" SET "child_id" = "waitlist_tickets"."child_id" FROM "waitlist_tickets" WHERE "waitlist_tickets"."id" = "waitlist_requests"."ticket_id";--> statement-breakpoint
-- A child already standing twice in a list (two tickets) keeps one entry: an offered one, else the earliest; the
-- others are taken off the list and the change is recorded like a removal.
WITH ranked AS (
  SELECT "id", "status", row_number() OVER (
    PARTITION BY "child_id", "provider_id"
    ORDER BY ("status" = 'offered') DESC, "joined_at", "id"
  ) AS rank
  FROM "waitlist_requests" WHERE "status" in ('waiting', 'offered')
), ended AS (
  UPDATE "waitlist_requests" SET "status" = 'removed'
  FROM ranked WHERE ranked."id" = "waitlist_requests"."id" AND ranked.rank > 1
  RETURNING "waitlist_requests"."id", ranked."status" AS from_status
)
INSERT INTO "waitlist_request_events" ("request_id", "kind", "from_status", "to_status")
SELECT "id", 'status', from_status, 'removed' FROM ended;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ALTER COLUMN "child_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_active_child_idx" ON "waitlist_requests" USING btree ("child_id","provider_id") WHERE "waitlist_requests"."status" in ('waiting', 'offered');
