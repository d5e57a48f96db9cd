-- The badges a provider list shows (had and activated) for each provider of its page, found by provider in an index
-- of those rows only and read from it (INCLUDE the name: an index-only scan) instead of every badge row of the
-- provider through the primary key and the table: about a sixth of a search's time in the database (ADR 020,
-- addendum of session 21). Drizzle cannot say INCLUDE, hence the hand-written statement.
CREATE INDEX "provider_badges_shown_idx" ON "provider_badges" USING btree ("provider_id") INCLUDE ("name") WHERE "provider_badges"."has" and "provider_badges"."activate";
