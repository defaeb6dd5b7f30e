DROP INDEX IF EXISTS "fact_checks_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "fact_checks_claim_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "law_sections_search_idx";--> statement-breakpoint
ALTER TABLE "fact_checks" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "law_sections" DROP COLUMN "search_vector";--> statement-breakpoint
DROP EXTENSION IF EXISTS pg_trgm;