CREATE TABLE "provider_age_groups" (
	"provider_id" uuid NOT NULL,
	"age_group_id" integer NOT NULL,
	CONSTRAINT "provider_age_groups_provider_id_age_group_id_pk" PRIMARY KEY("provider_id","age_group_id")
);
--> statement-breakpoint
CREATE TABLE "provider_available_spaces" (
	"provider_id" uuid NOT NULL,
	"age_group_id" integer NOT NULL,
	"spaces" integer NOT NULL,
	CONSTRAINT "provider_available_spaces_provider_id_age_group_id_pk" PRIMARY KEY("provider_id","age_group_id"),
	CONSTRAINT "provider_spaces_check" CHECK ("provider_available_spaces"."spaces" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_badges" (
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"has" boolean NOT NULL,
	"activate" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	CONSTRAINT "provider_badges_provider_id_name_pk" PRIMARY KEY("provider_id","name")
);
--> statement-breakpoint
CREATE TABLE "provider_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_holidays" (
	"provider_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "provider_holidays_provider_id_date_pk" PRIMARY KEY("provider_id","date")
);
--> statement-breakpoint
CREATE TABLE "provider_hours" (
	"provider_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"open_minute" integer NOT NULL,
	"close_minute" integer NOT NULL,
	CONSTRAINT "provider_hours_provider_id_weekday_pk" PRIMARY KEY("provider_id","weekday"),
	CONSTRAINT "provider_hours_range_check" CHECK ("provider_hours"."open_minute" >= 0 and "provider_hours"."close_minute" <= 1440 and "provider_hours"."close_minute" > "provider_hours"."open_minute")
);
--> statement-breakpoint
CREATE TABLE "provider_policies" (
	"provider_id" uuid NOT NULL,
	"policy_id" integer NOT NULL,
	"text" text NOT NULL,
	"checked" boolean NOT NULL,
	CONSTRAINT "provider_policies_provider_id_policy_id_pk" PRIMARY KEY("provider_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "provider_prices" (
	"provider_id" uuid NOT NULL,
	"care_type_id" integer NOT NULL,
	"unit" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "provider_prices_provider_id_care_type_id_pk" PRIMARY KEY("provider_id","care_type_id"),
	CONSTRAINT "provider_prices_unit_check" CHECK ("provider_prices"."unit" in ('daily', 'hourly')),
	CONSTRAINT "provider_prices_amount_check" CHECK ("provider_prices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_type" integer,
	"business_name" text,
	"licence_number" text,
	"program_statement" text,
	"household" jsonb,
	"has_pets" boolean,
	"anyone_smokes" boolean,
	"family_amenities" text[],
	"other_amenities" text,
	"safety_items" text[],
	"emergency_plan" text,
	"other_safety" text,
	"street" text,
	"unit" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"is_geolocation_shared" boolean,
	"with_approval_request" boolean,
	"start_date" date,
	"cancellation_option" text,
	"notifications" jsonb,
	"connected_account_returned_at" timestamp with time zone,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"camera_type" text DEFAULT '' NOT NULL,
	"live_monitory_link" text DEFAULT '' NOT NULL,
	"personality_test" text DEFAULT '' NOT NULL,
	"insurance_company_name" text DEFAULT '' NOT NULL,
	"insurance_policy_number" text DEFAULT '' NOT NULL,
	"insurance_activate" boolean DEFAULT false NOT NULL,
	"volunteer_histories" text,
	"cece" text,
	"comments" boolean DEFAULT true NOT NULL,
	"parent_cosign" boolean DEFAULT false NOT NULL,
	"file_background_1" uuid,
	"file_background_2" uuid,
	"file_background_3" uuid,
	"file_background_4" uuid,
	"completed_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_provider_type_check" CHECK ("providers"."provider_type" in (11, 12, 13))
);
--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD CONSTRAINT "provider_age_groups_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_available_spaces" ADD CONSTRAINT "provider_available_spaces_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_badges" ADD CONSTRAINT "provider_badges_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_files" ADD CONSTRAINT "provider_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_files" ADD CONSTRAINT "provider_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_holidays" ADD CONSTRAINT "provider_holidays_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_hours" ADD CONSTRAINT "provider_hours_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_policies" ADD CONSTRAINT "provider_policies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD CONSTRAINT "provider_prices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_age_groups_age_idx" ON "provider_age_groups" USING btree ("age_group_id");--> statement-breakpoint
CREATE INDEX "provider_files_provider_idx" ON "provider_files" USING btree ("provider_id","kind");--> statement-breakpoint
CREATE INDEX "provider_prices_care_type_idx" ON "provider_prices" USING btree ("care_type_id","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_id_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_listed_type_idx" ON "providers" USING btree ("is_listed","provider_type");--> statement-breakpoint
CREATE INDEX "providers_lat_lng_idx" ON "providers" USING btree ("latitude","longitude");