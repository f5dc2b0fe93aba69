CREATE TABLE "dashboard_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"dashboard_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"frequency" jsonb NOT NULL,
	"user_ids" jsonb NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_items" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "dashboard_subscriptions" ADD CONSTRAINT "dashboard_subscriptions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_subscriptions" ADD CONSTRAINT "dashboard_subscriptions_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_subscriptions" ADD CONSTRAINT "dashboard_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_subscriptions_dashboard_idx" ON "dashboard_subscriptions" USING btree ("dashboard_id");