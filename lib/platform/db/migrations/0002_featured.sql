ALTER TABLE "news" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;