ALTER TABLE "subscribers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_locale" CHECK ("subscribers"."locale" in ('en', 'fr', 'rw'));--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_locale" CHECK ("visitor_messages"."locale" in ('en', 'fr', 'rw'));