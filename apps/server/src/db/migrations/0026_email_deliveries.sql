CREATE TABLE "email_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_deliveries_sent_idx" ON "email_deliveries" USING btree ("sent_at");