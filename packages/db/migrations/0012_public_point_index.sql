-- Provider search orders by distance with the index (ADR 020, addendum): providers_earth_idx is now on the public
-- (snapped) point that distances and the sort use, so `<->` (cube distance, the chord, in the order of the
-- great-circle distance) walks it nearest first and a page reads only the nearest rows; the box needs no slack for
-- the snapping any more. The snapping is toPublicCoordinate's (0.003 degree). INCLUDE as in 0011, so it stays an
-- index-only scan; Drizzle cannot say INCLUDE, hence the hand-written statements.
DROP INDEX "providers_earth_idx";--> statement-breakpoint
CREATE INDEX "providers_earth_idx" ON "providers" USING gist (ll_to_earth(floor("latitude" / 0.003 + 0.5) * 3000 / 1000000, floor("longitude" / 0.003 + 0.5) * 3000 / 1000000)) INCLUDE ("latitude", "longitude", "provider_type", "start_date", "search_free_age_groups", "search_age_groups", "search_care_types", "search_min_daily_price_cents", "created_at", "id", "accepting_bookings") WHERE "providers"."is_listed" and "providers"."latitude" is not null and "providers"."longitude" is not null;
