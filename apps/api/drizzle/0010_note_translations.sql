ALTER TABLE "law_sections" ADD COLUMN "search_words" text;--> statement-breakpoint
ALTER TABLE "law_sections" ADD COLUMN "plain_words_in" jsonb DEFAULT '{}'::jsonb NOT NULL;