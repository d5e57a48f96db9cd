-- Provider search (ADR 020): what search filters on is kept on the providers row, so a search reads no child row
-- per candidate. Statement-level triggers on the three child tables recompute the columns of the providers a
-- statement touched (set-based, from the transition tables); the application never writes them.
ALTER TABLE "providers" ADD COLUMN "search_age_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_free_age_groups" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_care_types" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_min_daily_price_cents" integer;;--> statement-breakpoint
-- The earth index also carries what the search reads of a candidate (INCLUDE), so the box is an index-only scan:
-- no heap visit per candidate once the visibility map is set. Not in the Drizzle schema, which has no INCLUDE.
DROP INDEX "providers_earth_idx";--> statement-breakpoint
CREATE INDEX "providers_earth_idx" ON "providers" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("latitude", "longitude", "provider_type", "start_date", "search_free_age_groups", "search_age_groups", "search_care_types", "search_min_daily_price_cents", "created_at", "id") WHERE "providers"."is_listed" and "providers"."latitude" is not null and "providers"."longitude" is not null;--> statement-breakpoint
CREATE FUNCTION "providers_refresh_search_columns"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "providers" AS "p"
  SET "search_age_groups" = "x"."age_groups", "search_free_age_groups" = "x"."free_age_groups",
    "search_care_types" = "x"."care_types", "search_min_daily_price_cents" = "x"."min_daily_price_cents"
  FROM (
    SELECT "id",
      coalesce((SELECT array_agg("g"."age_group_id" ORDER BY "g"."age_group_id") FROM "provider_age_groups" AS "g"
        WHERE "g"."provider_id" = "id"), '{}') AS "age_groups",
      coalesce((SELECT array_agg("s"."age_group_id" ORDER BY "s"."age_group_id") FROM "provider_available_spaces" AS "s"
        JOIN "provider_age_groups" AS "g" ON "g"."provider_id" = "s"."provider_id" AND "g"."age_group_id" = "s"."age_group_id"
        WHERE "s"."provider_id" = "id" AND "s"."spaces" > 0), '{}') AS "free_age_groups",
      coalesce((SELECT array_agg("c"."care_type_id" ORDER BY "c"."care_type_id") FROM "provider_prices" AS "c"
        WHERE "c"."provider_id" = "id"), '{}') AS "care_types",
      (SELECT min("d"."amount_cents") FROM "provider_prices" AS "d"
        WHERE "d"."provider_id" = "id" AND "d"."unit" = 'daily') AS "min_daily_price_cents"
    FROM unnest("ids") AS "id"
  ) AS "x"
  WHERE "p"."id" = "x"."id"
    AND ("p"."search_age_groups", "p"."search_free_age_groups", "p"."search_care_types", "p"."search_min_daily_price_cents")
      IS DISTINCT FROM ("x"."age_groups", "x"."free_age_groups", "x"."care_types", "x"."min_daily_price_cents");
$$;--> statement-breakpoint
CREATE FUNCTION "providers_search_columns_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "providers_refresh_search_columns"(ARRAY(SELECT DISTINCT "provider_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "providers_refresh_search_columns"(ARRAY(SELECT DISTINCT "provider_id" FROM "old_rows"));
  ELSE
    PERFORM "providers_refresh_search_columns"(
      ARRAY(SELECT "provider_id" FROM "new_rows" UNION SELECT "provider_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "provider_age_groups_search_insert" AFTER INSERT ON "provider_age_groups" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_age_groups_search_update" AFTER UPDATE ON "provider_age_groups" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_age_groups_search_delete" AFTER DELETE ON "provider_age_groups" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_available_spaces_search_insert" AFTER INSERT ON "provider_available_spaces" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_available_spaces_search_update" AFTER UPDATE ON "provider_available_spaces" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_available_spaces_search_delete" AFTER DELETE ON "provider_available_spaces" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_prices_search_insert" AFTER INSERT ON "provider_prices" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_prices_search_update" AFTER UPDATE ON "provider_prices" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
CREATE TRIGGER "provider_prices_search_delete" AFTER DELETE ON "provider_prices" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "providers_search_columns_trigger"();--> statement-breakpoint
-- Backfill: every existing provider.
SELECT "providers_refresh_search_columns"(ARRAY(SELECT "id" FROM "providers"));