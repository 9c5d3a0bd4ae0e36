ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "category" text DEFAULT 'international' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_email_key" ON "participants" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "participants_order_idx" ON "participants" USING btree ("order_id");