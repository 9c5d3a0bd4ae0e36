CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_translations_locale" CHECK ("content_translations"."locale" in ('fr', 'rw')),
	CONSTRAINT "content_translations_kind" CHECK ("content_translations"."kind" in ('news', 'tour', 'event', 'publication'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_item_locale_key" ON "content_translations" USING btree ("kind","item_id","locale");--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): an item's translations go with it, whichever table it is in.
-- "or replace": a restore with --force drops the tables, not the function, then migrates again.
CREATE OR REPLACE FUNCTION "content_translations_delete_item"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "content_translations" WHERE "kind" = TG_ARGV[0] AND "item_id" = OLD."id";
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "news_delete_translations" AFTER DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION "content_translations_delete_item"('news');--> statement-breakpoint
CREATE TRIGGER "tours_delete_translations" AFTER DELETE ON "tours" FOR EACH ROW EXECUTE FUNCTION "content_translations_delete_item"('tour');--> statement-breakpoint
CREATE TRIGGER "events_delete_translations" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "content_translations_delete_item"('event');--> statement-breakpoint
CREATE TRIGGER "publications_delete_translations" AFTER DELETE ON "publications" FOR EACH ROW EXECUTE FUNCTION "content_translations_delete_item"('publication');
