CREATE TABLE "askdoc_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"citations" jsonb NOT NULL,
	"feedback" text,
	"feedback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "askdoc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_path" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"page_count" integer,
	"ocr_pages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "askdoc_project_favourites" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "askdoc_project_favourites_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "askdoc_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"team_id" uuid,
	"created_by" uuid,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "askdoc_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" uuid,
	"template_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "askdoc_template_favourites" (
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "askdoc_template_favourites_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "askdoc_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"instruction" text NOT NULL,
	"answer_style" text DEFAULT 'concise' NOT NULL,
	"valid_from" text,
	"valid_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "askdoc_conversations" ADD CONSTRAINT "askdoc_conversations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_conversations" ADD CONSTRAINT "askdoc_conversations_room_id_askdoc_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."askdoc_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_conversations" ADD CONSTRAINT "askdoc_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD CONSTRAINT "askdoc_documents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD CONSTRAINT "askdoc_documents_project_id_askdoc_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."askdoc_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_documents" ADD CONSTRAINT "askdoc_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_project_favourites" ADD CONSTRAINT "askdoc_project_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_project_favourites" ADD CONSTRAINT "askdoc_project_favourites_project_id_askdoc_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."askdoc_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_projects" ADD CONSTRAINT "askdoc_projects_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_projects" ADD CONSTRAINT "askdoc_projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_projects" ADD CONSTRAINT "askdoc_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_rooms" ADD CONSTRAINT "askdoc_rooms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_rooms" ADD CONSTRAINT "askdoc_rooms_project_id_askdoc_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."askdoc_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_rooms" ADD CONSTRAINT "askdoc_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_rooms" ADD CONSTRAINT "askdoc_rooms_template_id_askdoc_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."askdoc_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_template_favourites" ADD CONSTRAINT "askdoc_template_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_template_favourites" ADD CONSTRAINT "askdoc_template_favourites_template_id_askdoc_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."askdoc_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_templates" ADD CONSTRAINT "askdoc_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askdoc_templates" ADD CONSTRAINT "askdoc_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "askdoc_conversations_room_idx" ON "askdoc_conversations" USING btree ("room_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "askdoc_documents_project_idx" ON "askdoc_documents" USING btree ("org_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "askdoc_documents_status_idx" ON "askdoc_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "askdoc_projects_org_idx" ON "askdoc_projects" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "askdoc_rooms_project_idx" ON "askdoc_rooms" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "askdoc_templates_org_idx" ON "askdoc_templates" USING btree ("org_id","created_at");