CREATE TABLE "waitlist_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_position" integer,
	"to_position" integer,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_request_events_kind" CHECK ("waitlist_request_events"."kind" in ('joined', 'status', 'position'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"priority" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_requests_status" CHECK ("waitlist_requests"."status" in ('waiting', 'offered', 'accepted', 'declined', 'expired', 'left', 'removed')),
	CONSTRAINT "waitlist_requests_priority" CHECK ("waitlist_requests"."priority" is null or "waitlist_requests"."priority" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_request_events" ADD CONSTRAINT "waitlist_request_events_request_id_waitlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."waitlist_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_request_events" ADD CONSTRAINT "waitlist_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_ticket_id_waitlist_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."waitlist_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_requests" ADD CONSTRAINT "waitlist_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_request_events_request_idx" ON "waitlist_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_requests_active_idx" ON "waitlist_requests" USING btree ("ticket_id","provider_id") WHERE "waitlist_requests"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_requests_provider_idx" ON "waitlist_requests" USING btree ("provider_id","priority","joined_at");