ALTER TABLE "orders" ADD COLUMN "need_date_local" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deadline_local" boolean DEFAULT false NOT NULL;