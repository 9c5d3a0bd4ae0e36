DROP INDEX "refunds_order_open_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "surplus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_open_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."state" in ('pending', 'due') and not "refunds"."surplus";--> statement-breakpoint
-- Orders already paid by card: their capture is the price, so a confirmation repeated later finds nothing new.
UPDATE "orders" SET "captured_amount" = "amount" WHERE "status" IN ('PAID', 'REFUND_DUE', 'PARTIALLY_REFUNDED', 'REFUNDED') AND EXISTS (SELECT 1 FROM "payment_attempts" "a" WHERE "a"."order_id" = "orders"."id" AND "a"."status" = 'SUCCESS' AND "a"."gateway" IN ('test', 'mpgs'));
