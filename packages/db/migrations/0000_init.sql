CREATE TABLE "client_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text,
	"user_agent" text,
	"user_id" uuid,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"date_of_birth" date,
	"password_hash" text NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"roles" integer[] NOT NULL,
	"current_role" integer NOT NULL,
	"is_temporary" boolean DEFAULT false NOT NULL,
	"registration_complete" boolean DEFAULT false NOT NULL,
	"referral_token" text NOT NULL,
	"referrer_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_created_at_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_idx" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_token_idx" ON "users" USING btree ("referral_token");