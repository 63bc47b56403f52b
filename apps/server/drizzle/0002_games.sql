CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"provided_by" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text,
	"image" text,
	"category_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"live_casino" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"game_show" boolean DEFAULT false NOT NULL,
	"original" boolean DEFAULT false NOT NULL,
	"has_demo" boolean DEFAULT false NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_external_id_key" ON "games" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "games_slug_idx" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_category_id_idx" ON "games" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "games_name_lower_idx" ON "games" USING btree (lower("name"));