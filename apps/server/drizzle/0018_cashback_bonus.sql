DROP INDEX "player_bonuses_user_offer_key";--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "granted" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_source_key" ON "player_bonuses" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_user_offer_key" ON "player_bonuses" USING btree ("user_id","offer_id") WHERE "player_bonuses"."source_key" is null;