CREATE TABLE "askdoc_passage_embeddings" (
	"passage_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"model" text NOT NULL,
	"vector" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "askdoc_passage_embeddings" ADD CONSTRAINT "askdoc_passage_embeddings_passage_id_askdoc_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."askdoc_passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_passage_embeddings" ADD CONSTRAINT "askdoc_passage_embeddings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_passage_embeddings" ADD CONSTRAINT "askdoc_passage_embeddings_project_id_askdoc_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."askdoc_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "askdoc_passage_embeddings_project_idx" ON "askdoc_passage_embeddings" USING btree ("org_id","project_id","model","passage_id");