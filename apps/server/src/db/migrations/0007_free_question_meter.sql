ALTER TABLE "organizations" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The creator of existing organizations: the personal owner, else the earliest owner member.
UPDATE "organizations" o SET "owner_id" = coalesce(o."personal_owner_id", (
	SELECT tm."user_id" FROM "team_members" tm
	WHERE tm."org_id" = o."id" AND tm."role" = 'owner'
	ORDER BY tm."created_at", tm."user_id" LIMIT 1
));--> statement-breakpoint
CREATE TABLE "person_usage_counters" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"month_count" integer NOT NULL,
	"day" date NOT NULL,
	"day_count" integer NOT NULL,
	CONSTRAINT "person_usage_counters_user_id_kind_month_pk" PRIMARY KEY("user_id","kind","month")
);
--> statement-breakpoint
ALTER TABLE "person_usage_counters" ADD CONSTRAINT "person_usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
