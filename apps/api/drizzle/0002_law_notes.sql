ALTER TABLE "law_sections" ADD COLUMN "text_sha256" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "plain_words" text;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "note_stale" boolean DEFAULT false NOT NULL;