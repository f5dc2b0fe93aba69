ALTER TABLE "sources" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "sources_content_hash_idx" ON "sources" USING btree ("org_id","content_hash");