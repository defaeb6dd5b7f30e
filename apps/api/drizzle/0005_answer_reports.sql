-- Citizens' reports of the assistant's answers, and the administrators' decisions on them.
CREATE TABLE "answer_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_entry_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "answer_reports" ADD CONSTRAINT "answer_reports_chat_entry_id_chat_entries_id_fk" FOREIGN KEY ("chat_entry_id") REFERENCES "public"."chat_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reports" ADD CONSTRAINT "answer_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reports" ADD CONSTRAINT "answer_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_reports_open_key" ON "answer_reports" USING btree ("chat_entry_id","reporter_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "answer_reports_entry_idx" ON "answer_reports" USING btree ("chat_entry_id");--> statement-breakpoint
CREATE INDEX "answer_reports_queue_idx" ON "answer_reports" USING btree ("state","created_at");