CREATE TABLE "poll_ballot_tallies" (
	"poll_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"ballots" integer NOT NULL,
	CONSTRAINT "poll_ballot_tallies_poll_id_shard_pk" PRIMARY KEY("poll_id","shard")
);
--> statement-breakpoint
CREATE TABLE "poll_option_tallies" (
	"option_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"voters" integer NOT NULL,
	CONSTRAINT "poll_option_tallies_option_id_shard_pk" PRIMARY KEY("option_id","shard")
);
--> statement-breakpoint
ALTER TABLE "poll_ballot_tallies" ADD CONSTRAINT "poll_ballot_tallies_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_option_tallies" ADD CONSTRAINT "poll_option_tallies_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts so far carry over as shard 0; from now on ballots add to a random shard.
INSERT INTO "poll_option_tallies" ("option_id", "shard", "voters") SELECT "id", 0, "voters" FROM "poll_options" WHERE "voters" > 0;--> statement-breakpoint
INSERT INTO "poll_ballot_tallies" ("poll_id", "shard", "ballots") SELECT "poll_id", 0, count(*) FROM "ballots" GROUP BY "poll_id";--> statement-breakpoint
ALTER TABLE "poll_options" DROP COLUMN "voters";