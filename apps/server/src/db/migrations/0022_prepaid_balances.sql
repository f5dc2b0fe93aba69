CREATE TABLE "prepaid_balances" (
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"units_left" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_balances_org_id_kind_pk" PRIMARY KEY("org_id","kind"),
	CONSTRAINT "prepaid_balances_units_left_check" CHECK ("prepaid_balances"."units_left" >= 0)
);
--> statement-breakpoint
INSERT INTO "prepaid_balances" ("org_id","kind","units_left","updated_at") SELECT "org_id", 'ocr.page', "pages_left", "updated_at" FROM "ocr_page_balances";--> statement-breakpoint
INSERT INTO "prepaid_balances" ("org_id","kind","units_left","updated_at") SELECT "org_id", 'question.credit', "credits_left", "updated_at" FROM "question_credit_balances";--> statement-breakpoint
DROP TABLE "ocr_page_balances" CASCADE;--> statement-breakpoint
DROP TABLE "question_credit_balances" CASCADE;--> statement-breakpoint
ALTER TABLE "prepaid_balances" ADD CONSTRAINT "prepaid_balances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;