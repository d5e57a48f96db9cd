CREATE TABLE "child_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	CONSTRAINT "child_addresses_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_guardians" (
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"accepted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_guardians_child_id_user_id_pk" PRIMARY KEY("child_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "child_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email" text NOT NULL,
	"child_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_queue_entries" (
	"position" bigserial PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_queue_entries_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date NOT NULL,
	"sex" integer DEFAULT 1 NOT NULL,
	"home_address_same_as_parent" boolean DEFAULT true NOT NULL,
	"language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"subsidy" boolean DEFAULT false NOT NULL,
	"special_needs" boolean DEFAULT false NOT NULL,
	"requires_additional_support" boolean DEFAULT false NOT NULL,
	"has_life_threatening_allergy" boolean DEFAULT false NOT NULL,
	"allergy_details" text DEFAULT '' NOT NULL,
	"has_epinephrine_auto_injector" boolean DEFAULT false NOT NULL,
	"auto_injector_location" text DEFAULT '' NOT NULL,
	"anaphylaxis_procedure" text DEFAULT '' NOT NULL,
	"has_vaccine_exemption" boolean DEFAULT false NOT NULL,
	"vaccine_exemption_reason" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"additional_emergency_info" text DEFAULT '' NOT NULL,
	"saved_steps" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"skipped_steps" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"review_completed_at" timestamp with time zone,
	"enrollment_steps_completed" integer DEFAULT 0 NOT NULL,
	"current_viewed_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_steps_range" CHECK ("children"."enrollment_steps_completed" between 0 and 15)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"survey_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_allergies" (
	"child_id" uuid NOT NULL,
	"allergen_id" integer NOT NULL,
	"severity" text NOT NULL,
	"reaction" text NOT NULL,
	"treatment" text NOT NULL,
	CONSTRAINT "child_allergies_child_id_allergen_id_pk" PRIMARY KEY("child_id","allergen_id")
);
--> statement-breakpoint
CREATE TABLE "child_custody_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"custody_type" text NOT NULL,
	"has_court_order" boolean NOT NULL,
	"court_order_details" text NOT NULL,
	"restricted_persons" jsonb NOT NULL,
	"notes" text NOT NULL,
	CONSTRAINT "child_custody_arrangements_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_diseases" (
	"child_id" uuid NOT NULL,
	"disease_id" integer NOT NULL,
	CONSTRAINT "child_diseases_child_id_disease_id_pk" PRIMARY KEY("child_id","disease_id")
);
--> statement-breakpoint
CREATE TABLE "child_emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"alternate_phone" text NOT NULL,
	"email" text NOT NULL,
	"can_pick_up" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_feeding_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"feeding_type" text NOT NULL,
	"formula_name" text NOT NULL,
	"bottles_per_day" integer NOT NULL,
	"meals_per_day" integer NOT NULL,
	"snacks_per_day" integer NOT NULL,
	"feeding_times" text[] NOT NULL,
	"diet_type" text NOT NULL,
	"foods_to_avoid" text NOT NULL,
	"eats_independently" boolean NOT NULL,
	"instructions" text NOT NULL,
	CONSTRAINT "child_feeding_arrangements_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_health_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"medical_devices" text NOT NULL,
	"medical_devices_locations" text[] NOT NULL,
	"supports_available_to_the_child" text NOT NULL,
	"other_medical_conditions" text NOT NULL,
	"steps_to_reduce_risk" text NOT NULL,
	"signs_of_allergic_reaction" text NOT NULL,
	"procedure_if_allergic_reaction" text NOT NULL,
	"procedure_during_evacuation" text NOT NULL,
	"procedure_during_field_trips" text NOT NULL,
	"additional_medical_condition_info" text NOT NULL,
	"family_doctor_name" text NOT NULL,
	"family_doctor_phone" text NOT NULL,
	CONSTRAINT "child_health_infos_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_physical_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"uses_mobility_aid" boolean NOT NULL,
	"mobility_aid_details" text NOT NULL,
	"toileting_stage" text NOT NULL,
	"physical_limitations" text NOT NULL,
	"activity_restrictions" text NOT NULL,
	"assistance_needed" text NOT NULL,
	CONSTRAINT "child_physical_requirements_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_pickup_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"password_phrase" text NOT NULL,
	"notes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_school_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"attends_school" boolean NOT NULL,
	"school_name" text NOT NULL,
	"school_address" text NOT NULL,
	"grade" text NOT NULL,
	"school_days" integer[] NOT NULL,
	"drop_off_time" text NOT NULL,
	"pick_up_time" text NOT NULL,
	"transportation" text NOT NULL,
	"notes" text NOT NULL,
	CONSTRAINT "child_school_arrangements_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_skin_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_name" text NOT NULL,
	"permitted" boolean NOT NULL,
	"provided_by" text NOT NULL,
	"instructions" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_sleep_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"naps_per_day" integer NOT NULL,
	"sleep_duration" integer NOT NULL,
	"special_requirements" text NOT NULL,
	"visual_checks_preferences" text NOT NULL,
	"child_nap_times" jsonb NOT NULL,
	CONSTRAINT "child_sleep_arrangements_child_id_unique" UNIQUE("child_id")
);
--> statement-breakpoint
CREATE TABLE "child_vaccination_dates" (
	"child_id" uuid NOT NULL,
	"vaccine_id" integer NOT NULL,
	"dose_dates" date[] NOT NULL,
	CONSTRAINT "child_vaccination_dates_child_id_vaccine_id_pk" PRIMARY KEY("child_id","vaccine_id")
);
--> statement-breakpoint
CREATE TABLE "child_vaccination_records" (
	"child_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "child_vaccination_records_child_id_file_id_pk" PRIMARY KEY("child_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "allergens" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "allergens_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "diseases" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "diseases_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vaccines" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"protects_against" text NOT NULL,
	"schedule" text NOT NULL,
	"provinces" text[] NOT NULL,
	"doses" integer NOT NULL,
	CONSTRAINT "vaccines_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "child_addresses" ADD CONSTRAINT "child_addresses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_guardians" ADD CONSTRAINT "child_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_invitations" ADD CONSTRAINT "child_invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_queue_entries" ADD CONSTRAINT "child_queue_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_queue_entries" ADD CONSTRAINT "child_queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_allergies" ADD CONSTRAINT "child_allergies_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_allergies" ADD CONSTRAINT "child_allergies_allergen_id_allergens_id_fk" FOREIGN KEY ("allergen_id") REFERENCES "public"."allergens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_custody_arrangements" ADD CONSTRAINT "child_custody_arrangements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_diseases" ADD CONSTRAINT "child_diseases_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_diseases" ADD CONSTRAINT "child_diseases_disease_id_diseases_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."diseases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_emergency_contacts" ADD CONSTRAINT "child_emergency_contacts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_feeding_arrangements" ADD CONSTRAINT "child_feeding_arrangements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_health_infos" ADD CONSTRAINT "child_health_infos_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_physical_requirements" ADD CONSTRAINT "child_physical_requirements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_pickup_persons" ADD CONSTRAINT "child_pickup_persons_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_school_arrangements" ADD CONSTRAINT "child_school_arrangements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_skin_products" ADD CONSTRAINT "child_skin_products_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sleep_arrangements" ADD CONSTRAINT "child_sleep_arrangements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_vaccination_dates" ADD CONSTRAINT "child_vaccination_dates_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_vaccination_dates" ADD CONSTRAINT "child_vaccination_dates_vaccine_id_vaccines_id_fk" FOREIGN KEY ("vaccine_id") REFERENCES "public"."vaccines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_vaccination_records" ADD CONSTRAINT "child_vaccination_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_vaccination_records" ADD CONSTRAINT "child_vaccination_records_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_guardians_user_idx" ON "child_guardians" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_invitations_token_idx" ON "child_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "child_invitations_inviter_idx" ON "child_invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "child_queue_entries_user_idx" ON "child_queue_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "children_date_of_birth_idx" ON "children" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "surveys_user_idx" ON "surveys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "child_allergies_allergen_idx" ON "child_allergies" USING btree ("allergen_id");--> statement-breakpoint
CREATE INDEX "child_diseases_disease_idx" ON "child_diseases" USING btree ("disease_id");--> statement-breakpoint
CREATE INDEX "child_emergency_contacts_child_idx" ON "child_emergency_contacts" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_pickup_persons_child_idx" ON "child_pickup_persons" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_skin_products_child_idx" ON "child_skin_products" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_vaccination_records_file_idx" ON "child_vaccination_records" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");
--> statement-breakpoint
-- Reference lists of the enrolment forms (fixed ids; change them only in a new migration).
INSERT INTO "languages" ("id", "code", "name", "native_name") VALUES
(1, 'en', 'English', 'English'),
(2, 'fr', 'French', 'Français'),
(3, 'zh-cmn', 'Mandarin', '普通话'),
(4, 'zh-yue', 'Cantonese', '廣東話'),
(5, 'pa', 'Punjabi', 'ਪੰਜਾਬੀ'),
(6, 'es', 'Spanish', 'Español'),
(7, 'ar', 'Arabic', 'العربية'),
(8, 'tl', 'Tagalog', 'Tagalog'),
(9, 'it', 'Italian', 'Italiano'),
(10, 'de', 'German', 'Deutsch'),
(11, 'pt', 'Portuguese', 'Português'),
(12, 'ur', 'Urdu', 'اردو'),
(13, 'hi', 'Hindi', 'हिन्दी'),
(14, 'fa', 'Persian', 'فارسی'),
(15, 'ta', 'Tamil', 'தமிழ்'),
(16, 'ru', 'Russian', 'Русский'),
(17, 'ko', 'Korean', '한국어'),
(18, 'vi', 'Vietnamese', 'Tiếng Việt'),
(19, 'pl', 'Polish', 'Polski'),
(20, 'uk', 'Ukrainian', 'Українська'),
(21, 'gu', 'Gujarati', 'ગુજરાતી'),
(22, 'bn', 'Bengali', 'বাংলা'),
(23, 'so', 'Somali', 'Soomaali'),
(24, 'cr', 'Cree', 'ᓀᐦᐃᔭᐍᐏᐣ'),
(25, 'iu', 'Inuktitut', 'ᐃᓄᒃᑎᑐᑦ'),
(26, 'oj', 'Ojibwe', 'Anishinaabemowin'),
(27, 'ase', 'American Sign Language', 'ASL'),
(28, 'fcs', 'Langue des signes québécoise', 'LSQ'),
(29, 'other', 'Other', 'Other');
--> statement-breakpoint
INSERT INTO "vaccines" ("id", "code", "name", "protects_against", "schedule", "provinces", "doses") VALUES
(1, 'DTAP_IPV_HIB', 'DTaP-IPV-Hib (Pediacel; Infanrix-hexa in Quebec)', 'Diphtheria, tetanus, pertussis, polio, Haemophilus influenzae type b', 'ON: 2, 4, 6 and 18 months; QC (with hepatitis B): 2, 4 and 18 months', ARRAY['ON', 'QC'], 4),
(2, 'PNEU_C', 'Pneumococcal conjugate (Pneu-C)', 'Pneumococcal disease', '2, 4 and 12 months', ARRAY['ON', 'QC'], 3),
(3, 'ROTA', 'Rotavirus', 'Rotavirus gastroenteritis', '2 and 4 months (a third dose at 6 months for some products)', ARRAY['ON', 'QC'], 3),
(4, 'MEN_C_C', 'Meningococcal C conjugate (Men-C-C)', 'Meningococcal disease (group C)', 'ON: 12 months; QC: 18 months', ARRAY['ON', 'QC'], 1),
(5, 'MMR', 'Measles, mumps, rubella (MMR)', 'Measles, mumps, rubella', '12 months', ARRAY['ON', 'QC'], 1),
(6, 'VAR', 'Varicella', 'Chickenpox', 'ON: 15 months', ARRAY['ON'], 1),
(7, 'MMRV', 'Measles, mumps, rubella, varicella (MMRV)', 'Measles, mumps, rubella, chickenpox', 'ON: 4 to 6 years; QC: 18 months', ARRAY['ON', 'QC'], 1),
(8, 'HEP_A', 'Hepatitis A', 'Hepatitis A', 'QC: 18 months', ARRAY['QC'], 1),
(9, 'TDAP_IPV', 'Tdap-IPV (Adacel-Polio, Boostrix-Polio)', 'Tetanus, diphtheria, pertussis, polio (booster)', '4 to 6 years', ARRAY['ON', 'QC'], 1),
(10, 'HEP_B', 'Hepatitis B', 'Hepatitis B', 'QC: 2, 4 and 18 months (combined) and grade 4; ON: grade 7', ARRAY['ON', 'QC'], 3),
(11, 'HPV', 'Human papillomavirus (HPV)', 'HPV infections and related cancers', 'ON: grade 7; QC: grade 4', ARRAY['ON', 'QC'], 2),
(12, 'MEN_C_ACYW', 'Meningococcal conjugate ACYW (Men-C-ACYW)', 'Meningococcal disease (groups A, C, Y, W)', 'ON: grade 7', ARRAY['ON'], 1),
(13, 'INFLUENZA', 'Influenza (seasonal)', 'Influenza', 'Every autumn from 6 months', ARRAY['ON', 'QC'], 1),
(14, 'COVID_19', 'COVID-19', 'COVID-19', 'Recommended from 6 months', ARRAY['ON', 'QC'], 1);
--> statement-breakpoint
INSERT INTO "allergens" ("id", "code", "name", "category") VALUES
(1, 'PEANUT', 'Peanuts', 'Food'),
(2, 'TREE_NUTS', 'Tree nuts', 'Food'),
(3, 'SESAME', 'Sesame', 'Food'),
(4, 'MILK', 'Milk', 'Food'),
(5, 'EGG', 'Eggs', 'Food'),
(6, 'FISH', 'Fish', 'Food'),
(7, 'SHELLFISH', 'Crustaceans and molluscs (shellfish)', 'Food'),
(8, 'SOY', 'Soy', 'Food'),
(9, 'WHEAT', 'Wheat and triticale', 'Food'),
(10, 'MUSTARD', 'Mustard', 'Food'),
(11, 'SULPHITES', 'Sulphites', 'Food'),
(12, 'KIWI', 'Kiwi and other fruit', 'Food'),
(13, 'INSECT_STINGS', 'Bee and wasp stings', 'Insect'),
(14, 'PENICILLIN', 'Penicillin and other antibiotics', 'Medication'),
(15, 'NSAIDS', 'Ibuprofen and other NSAIDs', 'Medication'),
(16, 'LATEX', 'Latex', 'Environmental'),
(17, 'POLLEN', 'Pollen', 'Environmental'),
(18, 'DUST_MITES', 'Dust mites', 'Environmental'),
(19, 'ANIMAL_DANDER', 'Animal dander', 'Environmental'),
(20, 'MOULD', 'Mould', 'Environmental'),
(21, 'OTHER', 'Other', 'Other');
--> statement-breakpoint
INSERT INTO "diseases" ("id", "code", "name") VALUES
(1, 'ASTHMA', 'Asthma'),
(2, 'TYPE_1_DIABETES', 'Type 1 diabetes'),
(3, 'EPILEPSY', 'Epilepsy or seizure disorder'),
(4, 'ECZEMA', 'Eczema'),
(5, 'CELIAC', 'Celiac disease'),
(6, 'CYSTIC_FIBROSIS', 'Cystic fibrosis'),
(7, 'HEART', 'Heart condition'),
(8, 'SICKLE_CELL', 'Sickle cell disease'),
(9, 'HEMOPHILIA', 'Hemophilia or bleeding disorder'),
(10, 'KIDNEY', 'Kidney condition'),
(11, 'GERD', 'Gastro-esophageal reflux'),
(12, 'ADHD', 'ADHD'),
(13, 'AUTISM', 'Autism spectrum disorder'),
(14, 'CEREBRAL_PALSY', 'Cerebral palsy'),
(15, 'DOWN_SYNDROME', 'Down syndrome'),
(16, 'HEARING', 'Hearing impairment'),
(17, 'VISION', 'Visual impairment'),
(18, 'OTHER', 'Other');
