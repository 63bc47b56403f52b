CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"round" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_transaction_uuid" text,
	"request_hash" text NOT NULL,
	"transfer_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "wallet_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_user_idx" ON "game_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_uuid_key" ON "provider_transactions" USING btree ("provider_id","transaction_uuid");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference_idx" ON "provider_transactions" USING btree ("provider_id","reference_transaction_uuid") WHERE "provider_transactions"."reference_transaction_uuid" is not null;--> statement-breakpoint
CREATE INDEX "provider_transactions_user_idx" ON "provider_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourite_games_user_idx" ON "favourite_games" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_user_idx" ON "recent_games" USING btree ("user_id","played_at");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_code_unique" UNIQUE("code");