CREATE TABLE "ocr_page_balances" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"pages_left" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ocr_page_balances_pages_left_check" CHECK ("ocr_page_balances"."pages_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ocr_page_balances" ADD CONSTRAINT "ocr_page_balances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;