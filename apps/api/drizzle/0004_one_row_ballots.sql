-- A ballot becomes one row: its choices move into an array, then the choices table goes.
ALTER TABLE "ballots" ADD COLUMN "option_ids" integer[];--> statement-breakpoint
UPDATE "ballots" b SET "option_ids" = coalesce((SELECT array_agg(c."option_id" ORDER BY c."option_id") FROM "ballot_choices" c WHERE c."ballot_id" = b."id"), '{}');--> statement-breakpoint
ALTER TABLE "ballots" ALTER COLUMN "option_ids" SET NOT NULL;--> statement-breakpoint
DROP TABLE "ballot_choices" CASCADE;--> statement-breakpoint
ALTER TABLE "ballots" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "ballots_receipt_key";--> statement-breakpoint
ALTER TABLE "ballots" ADD PRIMARY KEY ("receipt_code");--> statement-breakpoint
ALTER TABLE "poll_participations" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "poll_participations_poll_voter_key";--> statement-breakpoint
ALTER TABLE "poll_participations" ADD CONSTRAINT "poll_participations_poll_id_voter_hash_pk" PRIMARY KEY("poll_id","voter_hash");
