ALTER TABLE "bonus_offers" ADD COLUMN "free_spins" integer;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "spin_value" bigint;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "game_id" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_left" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_open" integer;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "free_round" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_free_spins" CHECK (("bonus_offers"."bonus_key" = 'FREE_SPINS') = ("bonus_offers"."free_spins" is not null and "bonus_offers"."spin_value" > 0 and "bonus_offers"."game_id" is not null) and "bonus_offers"."free_spins" between 1 and 500);--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_spins" CHECK ("player_bonuses"."spins_left" >= 0 and "player_bonuses"."spins_open" >= 0);