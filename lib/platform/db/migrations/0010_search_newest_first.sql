CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_created_idx" ON "visitor_messages" USING btree ("created_at");