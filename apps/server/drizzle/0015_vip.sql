CREATE TABLE "vip_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"level_position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_wagers" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vip_wagers_created_idx" ON "vip_wagers" USING btree ("created_at");