-- The seamless wallet's bet, win and rollback in one statement (issue 13, docs/providers.md
-- sections 3 and 4; decision 017). Money moves only through ledger_transfer; this function
-- decides which transfer a call makes and records the call with its answer.
--
-- Returns one row: `refusal` (an RS_ status, with `note`) when the call is refused and nothing
-- was written; otherwise `answer` (the first answer again for a replay); `balance` is the
-- player's available cash either way; `settled_*` name the bet a first win just settled;
-- `moved` says whether a transfer was made, and then `profile_balance` is the player's header
-- balance after it and `transfer_id` the transfer's id, both taken under the player's lock.
CREATE OR REPLACE FUNCTION provider_money(
	p_provider integer, p_kind text, p_uuid text, p_reference text, p_request_hash text,
	p_user integer, p_session bigint, p_game integer, p_round text, p_currency text,
	p_amount bigint, p_player_account integer, p_house_account integer, p_key text,
	p_transfer_reference text, p_metadata jsonb
) RETURNS TABLE (
	refusal text, note text, answer jsonb, balance bigint,
	settled_uuid text, settled_amount bigint, settled_currency text, moved boolean,
	profile_balance bigint, transfer_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
	v_found provider_transactions%ROWTYPE;
	v_bet provider_transactions%ROWTYPE;
	v_transfer bigint;
	v_status text := 'ok';
	v_settled boolean := false;
	v_debit integer;
	v_credit integer;
	v_balance bigint;
	v_answer jsonb;
BEGIN
	-- A win or rollback locks its bet's uuid first: it never interleaves with that bet. The
	-- keys are those of every node (class 1302613, hashtext of "provider:uuid").
	IF p_reference IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(1302613, hashtext(p_provider::text || ':' || p_reference));
	END IF;
	PERFORM pg_advisory_xact_lock(1302613, hashtext(p_provider::text || ':' || p_uuid));

	SELECT a.balance - a.pending_debits INTO v_balance FROM ledger_accounts a WHERE a.id = p_player_account;
	SELECT * INTO v_found FROM provider_transactions t
		WHERE t.provider_id = p_provider AND t.transaction_uuid = p_uuid;
	IF FOUND THEN
		IF v_found.request_hash <> p_request_hash THEN
			RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION', 'transaction_uuid used with other content',
				NULL::jsonb, v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		RETURN QUERY SELECT NULL::text, NULL::text, v_found.answer, v_balance, NULL::text, NULL::bigint,
			NULL::text, false, NULL::bigint, NULL::bigint;
		RETURN;
	END IF;

	IF p_reference IS NOT NULL THEN
		-- The bet a win or rollback names, if it is one of this player's in this round.
		SELECT * INTO v_bet FROM provider_transactions t
			WHERE t.provider_id = p_provider AND t.transaction_uuid = p_reference;
		IF FOUND AND v_bet.kind <> 'bet' THEN
			RETURN QUERY SELECT 'RS_ERROR_UNKNOWN', 'the reference is not a bet', NULL::jsonb, v_balance,
				NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		IF FOUND AND (v_bet.user_id <> p_user OR v_bet.round <> p_round) THEN
			RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'no such bet of this player and round',
				NULL::jsonb, v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
	END IF;

	IF p_kind = 'bet' THEN
		IF EXISTS (SELECT 1 FROM game_sessions s WHERE s.id = p_session AND s.expires_at <= now()) THEN
			RETURN QUERY SELECT 'RS_ERROR_TOKEN_EXPIRED', NULL::text, NULL::jsonb, v_balance,
				NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider_id = p_provider
				AND t.reference_transaction_uuid = p_uuid AND t.kind = 'rollback') THEN
			RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION', 'this bet was rolled back before it arrived',
				NULL::jsonb, v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		-- INSUFFICIENT_FUNDS is raised from here: the caller answers RS_ERROR_NOT_ENOUGH_MONEY.
		SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'bet', p_player_account,
			p_house_account, p_amount, p_currency, false, p_transfer_reference, NULL, p_metadata) l;
		v_status := 'open';
	ELSIF p_kind = 'win' THEN
		IF v_bet.id IS NULL OR v_bet.status = 'rolled_back' THEN
			RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', 'no standing bet with this uuid',
				NULL::jsonb, v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		IF v_bet.currency <> p_currency THEN
			RETURN QUERY SELECT 'RS_ERROR_WRONG_CURRENCY', NULL::text, NULL::jsonb, v_balance,
				NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		END IF;
		IF p_amount > 0 THEN
			SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'win', p_house_account,
				p_player_account, p_amount, p_currency, false, p_transfer_reference,
				NULL, p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference)) l;
		END IF;
		IF v_bet.status = 'open' THEN
			UPDATE provider_transactions SET status = 'settled' WHERE id = v_bet.id;
			v_settled := true;
		END IF;
	ELSE
		IF v_bet.id IS NULL THEN
			-- Never seen: recorded, so the bet is refused if it ever arrives.
			v_status := 'unknown';
		ELSIF v_bet.status = 'settled' THEN
			RETURN QUERY SELECT 'RS_ERROR_UNKNOWN', 'the bet was already paid by a win', NULL::jsonb,
				v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
			RETURN;
		ELSIF v_bet.status = 'open' THEN
			-- The reversal goes back the way the bet came, in the bet's own accounts and currency.
			SELECT x.debit_account_id, x.credit_account_id INTO v_debit, v_credit
				FROM ledger_transfers x WHERE x.id = v_bet.transfer_id;
			SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'rollback', v_credit, v_debit,
				v_bet.amount, v_bet.currency, false, p_transfer_reference, v_bet.transfer_id,
				p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference)) l;
			UPDATE provider_transactions SET status = 'rolled_back' WHERE id = v_bet.id;
		END IF;
		-- A bet already rolled back: this rollback answers as the first and moves nothing.
	END IF;

	SELECT a.balance - a.pending_debits INTO v_balance FROM ledger_accounts a WHERE a.id = p_player_account;
	v_answer := jsonb_build_object('status', 'RS_OK', 'balance', coalesce(v_balance, 0), 'currency', p_currency);
	INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, status, user_id, session_id,
		game_id, round, amount, currency, reference_transaction_uuid, request_hash, transfer_id, answer)
	VALUES (p_provider, p_uuid, p_kind, v_status, p_user, p_session, p_game, p_round,
		CASE WHEN p_kind = 'rollback' THEN 0 ELSE p_amount END, p_currency, p_reference,
		p_request_hash, v_transfer, v_answer);
	RETURN QUERY SELECT NULL::text, NULL::text, v_answer, v_balance,
		CASE WHEN v_settled THEN v_bet.transaction_uuid END,
		CASE WHEN v_settled THEN v_bet.amount END,
		CASE WHEN v_settled THEN v_bet.currency END,
		v_transfer IS NOT NULL,
		CASE WHEN v_transfer IS NOT NULL THEN ledger_profile_balance(p_user) END,
		v_transfer;
END;
$$;
