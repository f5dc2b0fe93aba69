CREATE TABLE "usage_counters" (
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"month_count" integer NOT NULL,
	"day" date NOT NULL,
	"day_count" integer NOT NULL,
	CONSTRAINT "usage_counters_org_id_kind_month_pk" PRIMARY KEY("org_id","kind","month")
);
--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Carry the current counts over from the events counted until now: per organization, kind and
-- UTC month, the month's events and those of its latest day.
INSERT INTO "usage_counters" ("org_id", "kind", "month", "month_count", "day", "day_count")
SELECT e."org_id", e."kind", m."month", count(*)::int, max(m."day"),
	count(*) FILTER (WHERE m."day" = d."last_day")::int
FROM "usage_events" e
CROSS JOIN LATERAL (
	SELECT date_trunc('month', e."created_at" AT TIME ZONE 'UTC')::date AS "month",
		(e."created_at" AT TIME ZONE 'UTC')::date AS "day"
) m
JOIN (
	SELECT "org_id", "kind", date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date AS "month",
		max(("created_at" AT TIME ZONE 'UTC')::date) AS "last_day"
	FROM "usage_events" GROUP BY 1, 2, 3
) d ON d."org_id" = e."org_id" AND d."kind" = e."kind" AND d."month" = m."month"
GROUP BY e."org_id", e."kind", m."month";
