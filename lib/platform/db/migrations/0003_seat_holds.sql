ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_confirm_token_key" ON "participants" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Hand-written: registrations made before e-mail confirmation existed count as confirmed, and
-- unpaid orders keep the 30-minute hold they had (it was counted from created_at).
UPDATE "participants" SET "confirmed_at" = "created_at" WHERE "order_id" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "hold_until" = "created_at" + interval '30 minutes' WHERE "status" <> 'PAID';
