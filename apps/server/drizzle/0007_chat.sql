CREATE TABLE "chat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"photo_url" text,
	"owner_user_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_name" ON "chat_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_one_open_per_owner" ON "chat_groups" USING btree ("owner_user_id") WHERE "chat_groups"."is_active" and "chat_groups"."owner_user_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_groups_active_idx" ON "chat_groups" USING btree ("id") WHERE "chat_groups"."is_active";--> statement-breakpoint
CREATE INDEX "chat_messages_group_idx" ON "chat_messages" USING btree ("group_id","id");--> statement-breakpoint
-- spec §2: the default group is "support" with id 1, on every install (players write to it).
INSERT INTO "chat_groups" ("id", "name", "title") VALUES (1, 'support', 'Support') ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('chat_groups', 'id'), GREATEST((SELECT max("id") FROM "chat_groups"), 1));
