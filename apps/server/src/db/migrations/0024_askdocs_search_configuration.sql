-- Ask Docs' own text search configuration: PostgreSQL's english, reading a hyphenated word as its parts only (search/search-configuration.ts).
CREATE TEXT SEARCH CONFIGURATION "askdocs_english" (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "askdocs_english" DROP MAPPING FOR asciihword, hword, numhword;--> statement-breakpoint
ALTER TABLE "askdoc_passages" drop column "search";--> statement-breakpoint
ALTER TABLE "askdoc_passages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('askdocs_english'::regconfig, "title"), 'A') || setweight(to_tsvector('askdocs_english'::regconfig, "text"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "askdoc_passages_search_idx" ON "askdoc_passages" USING gin ("search");
