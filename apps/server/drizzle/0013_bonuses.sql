CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"bonus_key" text NOT NULL,
	"message" text NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"match_percent" integer,
	"max_amount" bigint,
	"min_deposit" bigint,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_valid_days_positive" CHECK ("bonus_offers"."valid_days" > 0),
	CONSTRAINT "bonus_offers_wagering_not_negative" CHECK ("bonus_offers"."wagering_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"active" smallint DEFAULT 0 NOT NULL,
	"finished" smallint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"ended_as" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_active_state" CHECK ("player_bonuses"."active" in (-1, 0, 1)),
	CONSTRAINT "player_bonuses_finished_flag" CHECK ("player_bonuses"."finished" in (0, 1)),
	CONSTRAINT "player_bonuses_ended_as" CHECK (("player_bonuses"."finished" = 0) = ("player_bonuses"."ended_as" is null) and "player_bonuses"."ended_as" in ('wagered', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_code_key" ON "bonus_offers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_user_offer_key" ON "player_bonuses" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_running" ON "player_bonuses" USING btree ("user_id") WHERE "player_bonuses"."active" = 1 and "player_bonuses"."finished" = 0;--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","id");