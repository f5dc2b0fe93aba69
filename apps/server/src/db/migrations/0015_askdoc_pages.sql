CREATE TABLE "askdoc_pages" (
	"document_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"needs_ocr" boolean DEFAULT false NOT NULL,
	CONSTRAINT "askdoc_pages_document_id_page_pk" PRIMARY KEY("document_id","page")
);
--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "askdoc_pages" ADD CONSTRAINT "askdoc_pages_document_id_askdoc_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."askdoc_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_pages" ADD CONSTRAINT "askdoc_pages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;