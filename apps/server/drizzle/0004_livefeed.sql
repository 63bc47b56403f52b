CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"game_slug" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"multiplier_x100" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_reference_key" ON "live_bets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "live_bets_settled_at_idx" ON "live_bets" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "live_bets_user_id_settled_at_idx" ON "live_bets" USING btree ("user_id","settled_at");