CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"game" text NOT NULL,
	"user_id" integer NOT NULL,
	"player_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"slot" text NOT NULL,
	"side" text,
	"auto_cashout_x100" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"cashout_x100" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"cashout_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_chain_checkpoints" (
	"chain_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "crash_chain_checkpoints_chain_id_position_pk" PRIMARY KEY("chain_id","position")
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"terminating_hash" text NOT NULL,
	"length" integer NOT NULL,
	"salt" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_games" (
	"game" text PRIMARY KEY NOT NULL,
	"chain_id" integer,
	"house_edge_bps" integer DEFAULT 100 NOT NULL,
	"betting_ms" integer DEFAULT 5000 NOT NULL,
	"limits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"chain_id" integer NOT NULL,
	"number" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_x100" integer NOT NULL,
	"house_edge_bps" integer NOT NULL,
	"status" text NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"crashed_at" timestamp (3) with time zone,
	"cap_x100" integer,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD COLUMN "is_high" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_user_slot_key" ON "crash_bets" USING btree ("round_id","user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_idempotency_key" ON "crash_bets" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "crash_bets_round_id_idx" ON "crash_bets" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "crash_bets_user_id_idx" ON "crash_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "crash_bets_open_idx" ON "crash_bets" USING btree ("game","round_id") WHERE "crash_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "crash_chains_game_idx" ON "crash_chains" USING btree ("game");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_number_key" ON "crash_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE INDEX "crash_rounds_game_id_idx" ON "crash_rounds" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "live_bets_high_settled_at_idx" ON "live_bets" USING btree ("settled_at") WHERE "live_bets"."is_high";