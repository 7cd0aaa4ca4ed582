CREATE TABLE "screening_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" uuid,
	"question_text" text NOT NULL,
	"question_type" text NOT NULL,
	"criterion" text,
	"position" integer NOT NULL,
	"answer_text" text,
	"answer_number" integer,
	"answer_date" date,
	"answer_yesno" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_text" text NOT NULL,
	"question_type" text DEFAULT 'text' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"placeholder_text" text,
	"sort_order" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"criterion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"property_id" uuid,
	"rank" integer NOT NULL,
	"score" integer NOT NULL,
	"breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" numeric(3, 1) NOT NULL,
	"property_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"recommendations" jsonb NOT NULL,
	"admin_reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_response_id_screening_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."screening_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_question_id_screening_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."screening_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_recommendations" ADD CONSTRAINT "screening_recommendations_response_id_screening_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."screening_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_recommendations" ADD CONSTRAINT "screening_recommendations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_responses" ADD CONSTRAINT "screening_responses_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_answers_response_idx" ON "screening_answers" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "screening_questions_active_order_idx" ON "screening_questions" USING btree ("is_active","sort_order","created_at","id");--> statement-breakpoint
CREATE INDEX "screening_recommendations_response_idx" ON "screening_recommendations" USING btree ("response_id","rank");--> statement-breakpoint
CREATE INDEX "screening_recommendations_property_idx" ON "screening_recommendations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "screening_responses_created_idx" ON "screening_responses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "screening_responses_replied_idx" ON "screening_responses" USING btree ("replied_at");