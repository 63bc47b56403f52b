CREATE TABLE "bonus_wagers" (
	"reference" text PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "game_weights" jsonb DEFAULT '{"originals":100,"slots":100,"table":10,"live":10}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_transfer_id" bigint;--> statement-breakpoint
CREATE INDEX "bonus_wagers_bonus_idx" ON "bonus_wagers" USING btree ("bonus_id");