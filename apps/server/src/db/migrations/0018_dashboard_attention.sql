CREATE TABLE "dashboard_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"since_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_visits" ADD CONSTRAINT "dashboard_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_escalations_created_idx" ON "chat_escalations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_leads_created_idx" ON "chat_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_created_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."is_read" = false;--> statement-breakpoint
CREATE INDEX "maintenance_requests_open_created_idx" ON "maintenance_requests" USING btree ("created_at") WHERE "maintenance_requests"."status" in ('pending', 'sent_to_contractor', 'in_progress');--> statement-breakpoint
CREATE INDEX "maintenance_requests_open_urgent_created_idx" ON "maintenance_requests" USING btree ("created_at") WHERE "maintenance_requests"."status" in ('pending', 'sent_to_contractor', 'in_progress') and "maintenance_requests"."priority" = 'urgent';--> statement-breakpoint
CREATE INDEX "screening_responses_unreplied_created_idx" ON "screening_responses" USING btree ("created_at") WHERE "screening_responses"."admin_reply" is null;
