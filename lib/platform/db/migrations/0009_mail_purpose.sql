ALTER TABLE "mail_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_purpose_idx" ON "mail_outbox" USING btree ("to","purpose","created_at");