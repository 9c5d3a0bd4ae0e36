ALTER TABLE "orders" ADD COLUMN "awaiting_departure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_due" boolean DEFAULT false NOT NULL;