CREATE TABLE "askdoc_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"text_words" integer NOT NULL,
	"title_words" integer NOT NULL,
	"document_words" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "text"), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "askdoc_passages" ADD CONSTRAINT "askdoc_passages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_passages" ADD CONSTRAINT "askdoc_passages_project_id_askdoc_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."askdoc_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_passages" ADD CONSTRAINT "askdoc_passages_document_id_askdoc_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."askdoc_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "askdoc_passages_project_idx" ON "askdoc_passages" USING btree ("org_id","project_id");--> statement-breakpoint
CREATE INDEX "askdoc_passages_document_idx" ON "askdoc_passages" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "askdoc_passages_search_idx" ON "askdoc_passages" USING gin ("search");