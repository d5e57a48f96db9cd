CREATE TABLE "school_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "school_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "waitlist_payment_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"payment_type" text NOT NULL,
	"display_type" text NOT NULL,
	"value_cents" integer,
	"max_value_cents" integer,
	"custom_message" text,
	CONSTRAINT "waitlist_payment_options_code_unique" UNIQUE("code"),
	CONSTRAINT "waitlist_payment_options_type" CHECK ("waitlist_payment_options"."payment_type" in ('Daily', 'Hourly')),
	CONSTRAINT "waitlist_payment_options_display" CHECK ("waitlist_payment_options"."display_type" in ('Range', 'LessThan', 'GreaterThan', 'CustomMessage'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"created_by_id" uuid,
	"selections" jsonb NOT NULL,
	"distance_km" real NOT NULL,
	"requested_start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_tickets_distance" CHECK ("waitlist_tickets"."distance_km" > 0 and "waitlist_tickets"."distance_km" <= 100)
);
--> statement-breakpoint
ALTER TABLE "waitlist_tickets" ADD CONSTRAINT "waitlist_tickets_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_tickets" ADD CONSTRAINT "waitlist_tickets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_tickets_child_idx" ON "waitlist_tickets" USING btree ("child_id");
--> statement-breakpoint
-- The wizard's curriculum choices (ADR 023). Ids are fixed: tickets keep them.
INSERT INTO "school_plans" ("id", "code", "name", "description", "details", "icon") VALUES
	(1, 'play_based', 'Play-based', 'Learning through free and guided play.', 'Children choose much of their own play while educators extend it with questions, materials and small-group activities. The approach of Ontario''s How Does Learning Happen? and of most home daycares.', 'toys'),
	(2, 'montessori', 'Montessori', 'Child-led work with Montessori materials in mixed ages.', 'Mixed-age groups, long uninterrupted work periods and self-correcting materials; educators observe and present materials one child at a time.', 'extension'),
	(3, 'reggio_emilia', 'Reggio Emilia', 'Projects that follow the children''s interests.', 'Long projects grow from what the children wonder about, documented on the walls with photos and their own words; the room is the third teacher.', 'palette'),
	(4, 'waldorf', 'Waldorf', 'Rhythm, imaginative play and the outdoors.', 'A steady daily and seasonal rhythm, natural materials, stories and songs, and much time outdoors; no screens.', 'park'),
	(5, 'forest_outdoor', 'Forest and outdoor', 'Most of the day spent outside, in all seasons.', 'Children spend most of the day outdoors in every weather, learning from nature, risk-taking in play and the seasons.', 'forest'),
	(6, 'academic_readiness', 'School readiness', 'Early literacy and numeracy before kindergarten.', 'Structured circle times with letters, numbers and routines that prepare children for kindergarten, alongside play.', 'school'),
	(7, 'bilingual_french', 'French or bilingual', 'Care and play in French, or in English and French.', 'Educators speak French for all or part of the day, so children grow up hearing and using both official languages.', 'translate'),
	(8, 'no_preference', 'No preference', 'Any approach that suits the child.', 'The family is open to every approach; providers are matched on the other answers.', 'all_inclusive');
--> statement-breakpoint
-- Daily and hourly payment options (ADR 023): cents, shown by their display type.
INSERT INTO "waitlist_payment_options" ("id", "code", "name", "description", "icon", "payment_type", "display_type", "value_cents", "max_value_cents", "custom_message") VALUES
	(1, 'daily_under_40', 'Under $40 a day', 'Home daycares and subsidised places.', 'savings', 'Daily', 'LessThan', 4000, NULL, NULL),
	(2, 'daily_40_60', '$40 to $60 a day', 'Most home daycares.', 'payments', 'Daily', 'Range', 4000, 6000, NULL),
	(3, 'daily_60_80', '$60 to $80 a day', 'Most centres outside the largest cities.', 'payments', 'Daily', 'Range', 6000, 8000, NULL),
	(4, 'daily_over_80', 'Over $80 a day', 'City centres and infant rooms.', 'account_balance', 'Daily', 'GreaterThan', 8000, NULL, NULL),
	(5, 'daily_subsidy', 'With a fee subsidy', 'The family has or will ask for a fee subsidy.', 'volunteer_activism', 'Daily', 'CustomMessage', NULL, NULL, 'Subsidy or $10-a-day place'),
	(6, 'hourly_under_10', 'Under $10 an hour', 'Occasional and drop-in care.', 'savings', 'Hourly', 'LessThan', 1000, NULL, NULL),
	(7, 'hourly_10_15', '$10 to $15 an hour', 'Most hourly care.', 'payments', 'Hourly', 'Range', 1000, 1500, NULL),
	(8, 'hourly_over_15', 'Over $15 an hour', 'Evening, overnight and special needs care.', 'account_balance', 'Hourly', 'GreaterThan', 1500, NULL, NULL);
