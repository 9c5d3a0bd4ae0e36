CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text DEFAULT 'RWF' NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"rated_on" date NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_rate" numeric(14, 4);--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_idx" ON "exchange_rates" USING btree ("currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_mobile_pending_key" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."gateway" in ('momo', 'airtel') and "payment_attempts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status","gateway");