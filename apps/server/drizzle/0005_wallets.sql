CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"currency" text NOT NULL,
	"allow_negative" boolean NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"pending_credits" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_not_overdrawn" CHECK ("ledger_accounts"."allow_negative" or ("ledger_accounts"."balance" >= 0 and "ledger_accounts"."balance" - "ledger_accounts"."pending_debits" >= 0)),
	CONSTRAINT "ledger_accounts_pending_not_negative" CHECK ("ledger_accounts"."pending_debits" >= 0 and "ledger_accounts"."pending_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"two_phase" boolean NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"reverses_id" bigint,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"sent_amount" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deposit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"address" text NOT NULL,
	"crypto_amount" numeric(78, 0) NOT NULL,
	"confirmations" integer NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"rate" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entity_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"name" text NOT NULL,
	"network" text NOT NULL,
	"decimals" integer NOT NULL,
	"confirmations" integer NOT NULL,
	"allow_withdrawals" boolean DEFAULT true NOT NULL,
	"extended_public_key" text,
	"is_demo_key" boolean DEFAULT false NOT NULL,
	"coin_image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sender_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"entity_wallet_id" integer NOT NULL,
	"wallet_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"crypto_amount" numeric(78, 0) NOT NULL,
	"rate" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"txid" text,
	"reason" text,
	"hold_transfer_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entity_wallet_id_entity_wallets_id_fk" FOREIGN KEY ("entity_wallet_id") REFERENCES "public"."entity_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_key" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_id_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_wallet_address_key" ON "deposit_addresses" USING btree ("entity_wallet_id","address");--> statement-breakpoint
CREATE INDEX "deposit_addresses_user_idx" ON "deposit_addresses" USING btree ("user_id","entity_wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_uuid_key" ON "deposit_requests" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_reference_key" ON "deposit_requests" USING btree ("user_id","entity_wallet_id","reference_number");--> statement-breakpoint
CREATE INDEX "deposit_requests_user_idx" ON "deposit_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_uuid_key" ON "deposits" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_output_key" ON "deposits" USING btree ("entity_wallet_id","txid","vout");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_wallets_short_code_key" ON "entity_wallets" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_uuid_key" ON "tips" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_idempotency_key_key" ON "tips" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "tips_sender_idx" ON "tips" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "tips_recipient_idx" ON "tips" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_uuid_key" ON "withdrawals" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key_key" ON "withdrawals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("status","id") WHERE "withdrawals"."status" in ('pending', 'approved');--> statement-breakpoint
-- The ledger's primitives (modules/ledger). Each runs in one round trip inside the caller's
-- transaction (or alone, atomic as one statement), touches the two accounts in id order (no
-- deadlocks between opposite transfers) and raises a named error that the ledger service maps to an AppError code.
CREATE FUNCTION ledger_transfer(
	p_key text, p_type text, p_debit integer, p_credit integer, p_amount bigint,
	p_currency text, p_pending boolean, p_reference text, p_reverses bigint, p_metadata jsonb
) RETURNS TABLE (transfer_id bigint, replayed boolean) LANGUAGE plpgsql AS $$
DECLARE
	v_id bigint;
	v_old ledger_transfers%ROWTYPE;
	v_step integer;
	v_account integer;
	v_rows integer;
BEGIN
	IF p_amount IS NULL OR p_amount <= 0 THEN
		RAISE EXCEPTION 'LEDGER_INVALID_AMOUNT' USING ERRCODE = 'P0001';
	END IF;
	IF p_debit = p_credit THEN
		RAISE EXCEPTION 'LEDGER_ACCOUNT_MISMATCH' USING ERRCODE = 'P0001';
	END IF;
	-- A replay: the same content answers the first transfer; other content is refused.
	SELECT * INTO v_old FROM ledger_transfers WHERE idempotency_key = p_key;
	IF FOUND THEN
		IF v_old.type <> p_type OR v_old.debit_account_id <> p_debit
			OR v_old.credit_account_id <> p_credit OR v_old.amount <> p_amount
			OR v_old.currency <> p_currency OR v_old.two_phase <> p_pending
			OR v_old.reference IS DISTINCT FROM p_reference THEN
			RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED' USING ERRCODE = 'P0001';
		END IF;
		RETURN QUERY SELECT v_old.id, true;
		RETURN;
	END IF;
	-- Both balance updates run in account-id order, so opposite transfers queue on the same
	-- first row instead of deadlocking. Each checks the currency; the debit checks the funds.
	FOR v_step IN 1..2 LOOP
		v_account := CASE WHEN v_step = 1 THEN least(p_debit, p_credit) ELSE greatest(p_debit, p_credit) END;
		IF v_account = p_debit THEN
			IF p_pending THEN
				UPDATE ledger_accounts SET pending_debits = pending_debits + p_amount
					WHERE id = p_debit AND currency = p_currency
						AND (allow_negative OR balance - pending_debits >= p_amount);
			ELSE
				UPDATE ledger_accounts SET balance = balance - p_amount
					WHERE id = p_debit AND currency = p_currency
						AND (allow_negative OR balance - pending_debits >= p_amount);
			END IF;
			GET DIAGNOSTICS v_rows = ROW_COUNT;
			IF v_rows = 0 THEN
				IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_debit AND currency = p_currency) THEN
					RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'P0001';
				END IF;
				RAISE EXCEPTION 'LEDGER_ACCOUNT_MISMATCH' USING ERRCODE = 'P0001';
			END IF;
		ELSE
			IF p_pending THEN
				UPDATE ledger_accounts SET pending_credits = pending_credits + p_amount
					WHERE id = p_credit AND currency = p_currency;
			ELSE
				UPDATE ledger_accounts SET balance = balance + p_amount
					WHERE id = p_credit AND currency = p_currency;
			END IF;
			GET DIAGNOSTICS v_rows = ROW_COUNT;
			IF v_rows = 0 THEN
				RAISE EXCEPTION 'LEDGER_ACCOUNT_MISMATCH' USING ERRCODE = 'P0001';
			END IF;
		END IF;
	END LOOP;
	INSERT INTO ledger_transfers (idempotency_key, type, debit_account_id, credit_account_id, amount,
		currency, two_phase, status, reference, reverses_id, metadata, settled_at)
	VALUES (p_key, p_type, p_debit, p_credit, p_amount, p_currency, p_pending,
		CASE WHEN p_pending THEN 'pending' ELSE 'posted' END, p_reference, p_reverses,
		coalesce(p_metadata, '{}'::jsonb), CASE WHEN p_pending THEN NULL ELSE now() END)
	ON CONFLICT (idempotency_key) DO NOTHING
	RETURNING id INTO v_id;
	IF v_id IS NULL THEN
		-- A twin with the same key committed while we waited: undo ours; the caller retries
		-- and the retry finds the twin above.
		RAISE EXCEPTION 'LEDGER_KEY_RACE' USING ERRCODE = '40001';
	END IF;
	RETURN QUERY SELECT v_id, false;
END;
$$;
--> statement-breakpoint
-- Posts (p_post true) or voids a pending transfer, exactly once: repeating the same decision
-- answers changed = false; the opposite decision on a settled transfer is refused.
CREATE FUNCTION ledger_settle(p_transfer bigint, p_post boolean)
RETURNS TABLE (changed boolean, debit_account_id integer, credit_account_id integer)
LANGUAGE plpgsql AS $$
DECLARE
	v ledger_transfers%ROWTYPE;
	v_target text := CASE WHEN p_post THEN 'posted' ELSE 'voided' END;
BEGIN
	SELECT * INTO v FROM ledger_transfers WHERE id = p_transfer FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'LEDGER_TRANSFER_NOT_FOUND' USING ERRCODE = 'P0001';
	END IF;
	IF v.status = v_target THEN
		RETURN QUERY SELECT false, v.debit_account_id, v.credit_account_id;
		RETURN;
	END IF;
	IF v.status <> 'pending' THEN
		RAISE EXCEPTION 'LEDGER_TRANSFER_SETTLED' USING ERRCODE = 'P0001';
	END IF;
	PERFORM 1 FROM ledger_accounts WHERE id IN (v.debit_account_id, v.credit_account_id)
		ORDER BY id FOR NO KEY UPDATE;
	IF p_post THEN
		UPDATE ledger_accounts SET balance = balance - v.amount, pending_debits = pending_debits - v.amount
			WHERE id = v.debit_account_id;
		UPDATE ledger_accounts SET balance = balance + v.amount, pending_credits = pending_credits - v.amount
			WHERE id = v.credit_account_id;
	ELSE
		UPDATE ledger_accounts SET pending_debits = pending_debits - v.amount WHERE id = v.debit_account_id;
		UPDATE ledger_accounts SET pending_credits = pending_credits - v.amount WHERE id = v.credit_account_id;
	END IF;
	UPDATE ledger_transfers SET status = v_target, settled_at = now() WHERE id = p_transfer;
	RETURN QUERY SELECT true, v.debit_account_id, v.credit_account_id;
END;
$$;
