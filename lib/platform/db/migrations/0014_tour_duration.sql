ALTER TABLE "tours" ADD COLUMN "duration_amount" integer;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "duration_unit" text;