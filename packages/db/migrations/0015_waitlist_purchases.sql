CREATE TABLE "waitlist_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entries" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_purchases_status" CHECK ("waitlist_purchases"."status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "waitlist_purchases_entries" CHECK ("waitlist_purchases"."entries" > 0 and "waitlist_purchases"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_purchases" ADD CONSTRAINT "waitlist_purchases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_purchases" ADD CONSTRAINT "waitlist_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_purchases" ADD CONSTRAINT "waitlist_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_purchases_child_idx" ON "waitlist_purchases" USING btree ("child_id");