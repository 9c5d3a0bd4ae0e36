-- Hand-written: the trigram operator class of the search indexes (lib/db/schema.ts searchText). pg_trgm is a
-- trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in lib/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ((lower("title" || ' ' || "place" || ' ' || "slug")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ((lower("title" || ' ' || "slug")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ((lower("client_names" || ' ' || "client_email" || ' ' || regexp_replace("client_phone", '[^0-9]+', '', 'g') || ' ' || ("id")::text)) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "participants_search_idx" ON "participants" USING gin ((lower("first_name" || ' ' || "family_name" || ' ' || "email" || ' ' || regexp_replace("phone", '[^0-9]+', '', 'g') || ' ' || "organization")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "subscribers_search_idx" ON "subscribers" USING gin ((lower("email")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tours_search_idx" ON "tours" USING gin ((lower("title" || ' ' || "location" || ' ' || "slug")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "visitor_messages_search_idx" ON "visitor_messages" USING gin ((lower("names" || ' ' || "email" || ' ' || regexp_replace("phone", '[^0-9]+', '', 'g') || ' ' || "subject")) gin_trgm_ops) WITH (fastupdate=false);