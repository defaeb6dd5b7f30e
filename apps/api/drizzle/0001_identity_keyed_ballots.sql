ALTER TABLE "poll_participations" DROP CONSTRAINT "poll_participations_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "poll_participations_poll_user_key";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "poll_participations" ADD COLUMN "voter_hash" text;--> statement-breakpoint
-- Existing participations move to the identity key (see voterHash in modules/polls/voter-key.ts);
-- rows of accounts without a NIN, or already erased, keep a key of their own.
UPDATE "poll_participations" p SET "voter_hash" = encode(sha256(convert_to(p."poll_id"::text || ':' || u."nin_hash", 'UTF8')), 'hex')
  FROM "users" u WHERE u."id" = p."user_id" AND u."nin_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "poll_participations" SET "voter_hash" = 'legacy:' || coalesce("user_id"::text, "id"::text) WHERE "voter_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "poll_participations" ALTER COLUMN "voter_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_participations_poll_voter_key" ON "poll_participations" USING btree ("poll_id","voter_hash");--> statement-breakpoint
ALTER TABLE "poll_participations" DROP COLUMN "user_id";
