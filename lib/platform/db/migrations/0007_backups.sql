CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bytes" bigint NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backups_taken_idx" ON "backups" USING btree ("taken_at");