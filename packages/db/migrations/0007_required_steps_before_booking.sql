-- ADR 017: a child is ready for booking (15 steps) only when the steps required before booking (1 child-info,
-- 4 emergency contacts, 5 pick-up persons, 6 immunization, 7 health, 8 allergies) are saved, not skipped.
-- A child that reached 15 with one of them skipped goes back to 14 and its review must be confirmed again.
UPDATE "children" SET "review_completed_at" = NULL, "enrollment_steps_completed" = LEAST("enrollment_steps_completed", 14) WHERE "review_completed_at" IS NOT NULL AND NOT ("saved_steps" @> ARRAY[1, 4, 5, 6, 7, 8]::integer[]);
