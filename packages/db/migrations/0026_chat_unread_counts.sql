-- Chat unread counts (ADR 024, session 18): each room keeps how many messages each side received and has not
-- read (deleted ones do not count), so a room's summary reads two columns instead of counting messages. Statement-
-- level triggers on chat_messages move the counts by the rows a statement inserted, changed or deleted (set-based,
-- from the transition tables); the application never writes them. A message counts for a side when it is unread
-- (`read_at` and `deleted_at` null) and its sender is not that side's user.
ALTER TABLE "chat_rooms" ADD COLUMN "family_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "provider_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "chat_rooms_move_unread"("room_ids" uuid[], "sender_ids" uuid[], "signs" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The rooms are locked in id order first, as a send locks them, so two statements cannot deadlock on them.
  PERFORM 1 FROM "chat_rooms" WHERE "id" = ANY("room_ids") ORDER BY "id" FOR UPDATE;
  UPDATE "chat_rooms" AS "r"
  SET "family_unread" = "r"."family_unread" + "d"."family", "provider_unread" = "r"."provider_unread" + "d"."provider"
  FROM (
    SELECT "m"."room_id",
      coalesce(sum("m"."sign") FILTER (WHERE "m"."sender_id" IS DISTINCT FROM "c"."family_user_id"), 0)::integer AS "family",
      coalesce(sum("m"."sign") FILTER (WHERE "m"."sender_id" IS DISTINCT FROM "p"."user_id"), 0)::integer AS "provider"
    FROM unnest("room_ids", "sender_ids", "signs") AS "m"("room_id", "sender_id", "sign")
    JOIN "chat_rooms" AS "c" ON "c"."id" = "m"."room_id"
    JOIN "providers" AS "p" ON "p"."id" = "c"."provider_id"
    GROUP BY "m"."room_id"
  ) AS "d"
  WHERE "r"."id" = "d"."room_id" AND ("d"."family" <> 0 OR "d"."provider" <> 0);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "chat_messages_unread_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "rooms" uuid[];
  "senders" uuid[];
  "signs" integer[];
BEGIN
  -- The chat's send statement moves the counts of what it inserts itself, on the room rows it already updates,
  -- and says so with this transaction-local flag (reset here, so it covers that one statement).
  IF TG_OP = 'INSERT' AND current_setting('kinderly.chat_unread_counted', true) = 'on' THEN
    PERFORM set_config('kinderly.chat_unread_counted', 'off', true);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("room_id"), array_agg("sender_id"), array_agg(1) INTO "rooms", "senders", "signs"
    FROM "new_rows" WHERE "read_at" IS NULL AND "deleted_at" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("room_id"), array_agg("sender_id"), array_agg(-1) INTO "rooms", "senders", "signs"
    FROM "old_rows" WHERE "read_at" IS NULL AND "deleted_at" IS NULL;
  ELSE
    SELECT array_agg("room_id"), array_agg("sender_id"), array_agg("sign") INTO "rooms", "senders", "signs"
    FROM (
      SELECT "room_id", "sender_id", 1 AS "sign" FROM "new_rows" WHERE "read_at" IS NULL AND "deleted_at" IS NULL
      UNION ALL
      SELECT "room_id", "sender_id", -1 FROM "old_rows" WHERE "read_at" IS NULL AND "deleted_at" IS NULL
    ) AS "moved";
  END IF;
  IF "rooms" IS NOT NULL THEN
    PERFORM "chat_rooms_move_unread"("rooms", "senders", "signs");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "chat_messages_unread_insert" AFTER INSERT ON "chat_messages" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_messages_unread_trigger"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_unread_update" AFTER UPDATE ON "chat_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_messages_unread_trigger"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_unread_delete" AFTER DELETE ON "chat_messages" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "chat_messages_unread_trigger"();--> statement-breakpoint
-- Backfill: every existing room.
UPDATE "chat_rooms" AS "r" SET
  "family_unread" = (SELECT count(*) FROM "chat_messages" AS "m" WHERE "m"."room_id" = "r"."id"
    AND "m"."read_at" IS NULL AND "m"."deleted_at" IS NULL AND "m"."sender_id" IS DISTINCT FROM "r"."family_user_id"),
  "provider_unread" = (SELECT count(*) FROM "chat_messages" AS "m" JOIN "providers" AS "p" ON "p"."id" = "r"."provider_id"
    WHERE "m"."room_id" = "r"."id" AND "m"."read_at" IS NULL AND "m"."deleted_at" IS NULL
      AND "m"."sender_id" IS DISTINCT FROM "p"."user_id");
