ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale" CHECK ("orders"."locale" in ('en', 'fr', 'rw'));--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_locale" CHECK ("participants"."locale" in ('en', 'fr', 'rw'));