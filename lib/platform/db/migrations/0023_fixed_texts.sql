CREATE TABLE "fixed_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "fixed_texts_locale" CHECK ("fixed_texts"."locale" in ('en', 'fr', 'rw')),
	CONSTRAINT "fixed_texts_kind" CHECK ("fixed_texts"."kind" in ('faq', 'service', 'page'))
);
--> statement-breakpoint
ALTER TABLE "fixed_texts" ADD CONSTRAINT "fixed_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_texts_kind_key_locale_key" ON "fixed_texts" USING btree ("kind","key","locale");