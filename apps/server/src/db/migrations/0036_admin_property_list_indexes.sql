-- The admin property list at a million homes (issue 35, docs/bench-properties.md): trigram indexes for
-- its search (title, city or state) and one btree per header sort. pg_trgm is created by 0011.
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_state_trgm_idx" ON "properties" USING gin ("state" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_title_sort_idx" ON "properties" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "properties_city_sort_idx" ON "properties" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "properties_status_sort_idx" ON "properties" USING btree ("status","id");