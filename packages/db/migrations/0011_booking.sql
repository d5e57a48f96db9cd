CREATE TABLE "daycare_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"recurrence_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"care_date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"age_group_id" integer NOT NULL,
	"care_type_id" integer NOT NULL,
	"price_unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"cancellation_option" text NOT NULL,
	"cancellation_tiers" jsonb NOT NULL,
	"requested_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"refund_cents" integer,
	"check_in_at" timestamp with time zone,
	"pick_up_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"payment_state" text DEFAULT 'none' NOT NULL,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"payment_failures" integer DEFAULT 0 NOT NULL,
	"hidden_by_parent" boolean DEFAULT false NOT NULL,
	"hidden_by_provider" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daycare_orders_status_check" CHECK ("daycare_orders"."status" in ('draft', 'requested', 'approved', 'payment_failed', 'refused', 'cancelled', 'expired', 'checked_in', 'picked_up', 'no_show')),
	CONSTRAINT "daycare_orders_payment_state_check" CHECK ("daycare_orders"."payment_state" in ('none', 'held', 'captured', 'released', 'refunded', 'failed')),
	CONSTRAINT "daycare_orders_minutes_check" CHECK ("daycare_orders"."start_minute" >= 0 and "daycare_orders"."end_minute" <= 1440 and "daycare_orders"."end_minute" > "daycare_orders"."start_minute"),
	CONSTRAINT "daycare_orders_money_check" CHECK ("daycare_orders"."subtotal_cents" >= 0 and "daycare_orders"."fee_cents" >= 0 and "daycare_orders"."total_cents" = "daycare_orders"."subtotal_cents" + "daycare_orders"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "provider_day_spaces" (
	"provider_id" uuid NOT NULL,
	"care_date" date NOT NULL,
	"age_group_id" integer NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "provider_day_spaces_provider_id_care_date_age_group_id_pk" PRIMARY KEY("provider_id","care_date","age_group_id"),
	CONSTRAINT "provider_day_spaces_taken_check" CHECK ("provider_day_spaces"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_recurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"days" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "accepting_bookings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "daycare_orders" ADD CONSTRAINT "daycare_orders_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daycare_orders" ADD CONSTRAINT "daycare_orders_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daycare_orders" ADD CONSTRAINT "daycare_orders_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daycare_orders" ADD CONSTRAINT "daycare_orders_recurrence_id_booking_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."booking_recurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daycare_orders" ADD CONSTRAINT "daycare_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_day_spaces" ADD CONSTRAINT "provider_day_spaces_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recurrences" ADD CONSTRAINT "booking_recurrences_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recurrences" ADD CONSTRAINT "booking_recurrences_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_recurrences" ADD CONSTRAINT "booking_recurrences_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daycare_orders_parent_idx" ON "daycare_orders" USING btree ("parent_user_id","care_date");--> statement-breakpoint
CREATE INDEX "daycare_orders_child_time_idx" ON "daycare_orders" USING btree ("child_id","starts_at");--> statement-breakpoint
CREATE INDEX "daycare_orders_provider_idx" ON "daycare_orders" USING btree ("provider_id","care_date");--> statement-breakpoint
CREATE INDEX "daycare_orders_recurrence_idx" ON "daycare_orders" USING btree ("recurrence_id");--> statement-breakpoint
DROP INDEX "providers_earth_idx";--> statement-breakpoint
CREATE INDEX "providers_earth_idx" ON "providers" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("latitude", "longitude", "provider_type", "start_date", "search_free_age_groups", "search_age_groups", "search_care_types", "search_min_daily_price_cents", "created_at", "id", "accepting_bookings") WHERE "providers"."is_listed" and "providers"."latitude" is not null and "providers"."longitude" is not null;
