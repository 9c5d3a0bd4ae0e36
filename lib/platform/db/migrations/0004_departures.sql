CREATE TABLE "tour_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_seats_range" CHECK ("tour_departures"."seats" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "departure_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_departures_tour_starts_idx" ON "tour_departures" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_departures_tour_starts_live_key" ON "tour_departures" USING btree ("tour_id","starts_at") WHERE "tour_departures"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "tour_departures_starts_idx" ON "tour_departures" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_departure_idx" ON "orders" USING btree ("departure_id");