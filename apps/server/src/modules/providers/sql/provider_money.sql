-- The seamless wallet's bet, win and rollback in one statement (issue 13, docs/providers.md
-- sections 3 and 4; decision 017). Money moves only through ledger_transfer; this function
-- decides which transfer a call makes and records the call with its answer.
--
-- Returns one row: `refusal` (an RS_ status, with `note`) when the call is refused and nothing
-- was written; otherwise `answer` (the first answer again for a replay); `balance` is what the
-- player can stake either way, cash and bonus money (decision 035); `settled_*` name the bet a first win just settled;
-- `moved` says whether a transfer was made, and then `profile_balance` is the player's header
-- balance after it and `transfer_id` the transfer's id, both taken under the player's lock.
-- Pays the bonus money's share of a provider win, or returns a rolled-back bet's bonus stake,
-- where its bonus says (bonus_payout_route, decision 035): to the bonus balance while the bonus
-- runs, to cash once its wagering is done, nowhere once it expired (forfeited: the money stays
-- with the house). The transfer's id, or NULL when nothing was paid.
CREATE OR REPLACE FUNCTION provider_bonus_share(
	p_key text, p_type text, p_bonus bigint, p_player_account integer, p_house_account integer,
	p_amount bigint, p_currency text, p_transfer_reference text, p_reverses bigint, p_metadata jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v_route text;
	v_bonus_account integer;
	v_transfer bigint;
BEGIN
	SELECT r.route, r.bonus_account INTO v_route, v_bonus_account FROM bonus_payout_route(p_bonus) r;
	IF v_route = 'forfeit' THEN
		RETURN NULL;
	END IF;
	SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key || ':bonus', p_type,
		p_house_account, CASE WHEN v_route = 'bonus' THEN v_bonus_account ELSE p_player_account END,
		p_amount, p_currency, false, p_transfer_reference,
		CASE WHEN v_route = 'bonus' THEN p_reverses END,
		p_metadata || jsonb_build_object('bonus_id', p_bonus, 'bonus_route', v_route)) l;
	RETURN v_transfer;
END;
$$;

-- `p_reward`, on a bet, makes it a free spin of that FREE_SPINS bonus (docs/providers.md "Free
-- rounds"): the bonus takes one of its spins and the bonus pool pays the stake to the game; the
-- spin's wins go to the bonus balance and add to its wagering; its rollback gives the spin back.
DROP FUNCTION IF EXISTS provider_money(integer, text, text, text, text, integer, bigint, integer,
	text, text, bigint, integer, integer, text, text, jsonb);
CREATE OR REPLACE FUNCTION provider_money(
	p_provider integer, p_kind text, p_uuid text, p_reference text, p_request_hash text,
	p_user integer, p_session bigint, p_game integer, p_round text, p_currency text,
	p_amount bigint, p_player_account integer, p_house_account integer, p_key text,
	p_transfer_reference text, p_metadata jsonb, p_reward bigint DEFAULT NULL
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
	v_bonus_code text := 'player_bonus:' || p_user || ':' || p_currency;
	v_cash bigint;
	v_bonus_id bigint;
	v_bonus_part bigint := 0;
	v_bonus_account integer;
	v_bonus_share bigint := 0;
	v_bonus_transfer bigint;
	v_spins_left integer;
	v_pool integer;
BEGIN
	-- A win or rollback locks its bet's uuid first: it never interleaves with that bet. The
	-- keys are those of every node (class 1302613, hashtext of "provider:uuid").
	IF p_reference IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(1302613, hashtext(p_provider::text || ':' || p_reference));
	END IF;
	PERFORM pg_advisory_xact_lock(1302613, hashtext(p_provider::text || ':' || p_uuid));

	SELECT coalesce(sum(a.balance - a.pending_debits), 0) INTO v_balance FROM ledger_accounts a
		WHERE a.id = p_player_account OR a.code = v_bonus_code;
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
		IF p_reward IS NOT NULL THEN
			v_spins_left := bonus_free_round_take(p_user, p_reward, p_game, p_currency, p_amount);
			IF v_spins_left IS NULL THEN
				RETURN QUERY SELECT 'RS_ERROR_FREE_ROUND_INVALID', 'no free round of this reward for this bet',
					NULL::jsonb, v_balance, NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
				RETURN;
			END IF;
			-- The caller made sure the pool's account exists.
			SELECT a.id INTO v_pool FROM ledger_accounts a WHERE a.code = 'bonus_pool::' || p_currency;
			SELECT l.transfer_id INTO v_bonus_transfer FROM ledger_transfer(p_key || ':bonus', 'bet',
				v_pool, p_house_account, p_amount, p_currency, false, p_transfer_reference, NULL,
				p_metadata || jsonb_build_object('bonus_id', p_reward, 'free_round', true)) l;
			v_bonus_id := p_reward;
			v_bonus_part := p_amount;
		END IF;
		-- Cash first; what it does not cover is bonus money, when a funded bonus runs.
		SELECT a.balance - a.pending_debits INTO v_cash FROM ledger_accounts a WHERE a.id = p_player_account;
		IF coalesce(v_cash, 0) < p_amount AND p_reward IS NULL THEN
			SELECT s.bonus_id, s.bonus_part, s.bonus_account INTO v_bonus_id, v_bonus_part, v_bonus_account
				FROM bonus_stake(p_user, p_currency, p_amount) s;
		END IF;
		-- INSUFFICIENT_FUNDS is raised from here: the caller answers RS_ERROR_NOT_ENOUGH_MONEY.
		IF v_bonus_part < p_amount THEN
			SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'bet', p_player_account,
				p_house_account, p_amount - v_bonus_part, p_currency, false, p_transfer_reference, NULL,
				p_metadata) l;
		END IF;
		IF v_bonus_part > 0 AND p_reward IS NULL THEN
			SELECT l.transfer_id INTO v_bonus_transfer FROM ledger_transfer(p_key || ':bonus', 'bet',
				v_bonus_account, p_house_account, v_bonus_part, p_currency, false, p_transfer_reference,
				NULL, p_metadata || jsonb_build_object('bonus_id', v_bonus_id)) l;
		END IF;
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
		-- The win goes back the way its stake came: the bonus money's share follows its bonus.
		IF p_amount > 0 AND v_bet.bonus_amount > 0 THEN
			v_bonus_share := floor(p_amount::numeric * v_bet.bonus_amount / v_bet.amount)::bigint;
		END IF;
		IF p_amount - v_bonus_share > 0 THEN
			SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'win', p_house_account,
				p_player_account, p_amount - v_bonus_share, p_currency, false, p_transfer_reference,
				NULL, p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference)) l;
		END IF;
		IF v_bonus_share > 0 THEN
			v_bonus_transfer := provider_bonus_share(p_key, 'win', v_bet.bonus_id, p_player_account,
				p_house_account, v_bonus_share, p_currency, p_transfer_reference, NULL,
				p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference));
		END IF;
		IF v_bet.free_round THEN
			PERFORM bonus_free_round_won(v_bet.bonus_id, v_bonus_share, v_bet.status = 'open');
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
			-- The reversal goes back the way the bet came, in the bet's own accounts and currency;
			-- its bonus money's part follows its bonus.
			IF v_bet.transfer_id IS NOT NULL THEN
				SELECT x.debit_account_id, x.credit_account_id INTO v_debit, v_credit
					FROM ledger_transfers x WHERE x.id = v_bet.transfer_id;
				SELECT l.transfer_id INTO v_transfer FROM ledger_transfer(p_key, 'rollback', v_credit,
					v_debit, v_bet.amount - v_bet.bonus_amount, v_bet.currency, false, p_transfer_reference,
					v_bet.transfer_id, p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference)) l;
			END IF;
			IF v_bet.free_round THEN
				-- The game gives the stake back to the bonus pool, and the player the spin.
				SELECT x.debit_account_id, x.credit_account_id INTO v_debit, v_credit
					FROM ledger_transfers x WHERE x.id = v_bet.bonus_transfer_id;
				SELECT l.transfer_id INTO v_bonus_transfer FROM ledger_transfer(p_key || ':bonus',
					'rollback', v_credit, v_debit, v_bet.amount, v_bet.currency, false,
					p_transfer_reference, v_bet.bonus_transfer_id,
					p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference)) l;
				PERFORM bonus_free_round_returned(v_bet.bonus_id);
			ELSIF v_bet.bonus_amount > 0 THEN
				v_bonus_transfer := provider_bonus_share(p_key, 'rollback', v_bet.bonus_id,
					p_player_account, p_house_account, v_bet.bonus_amount, v_bet.currency,
					p_transfer_reference, v_bet.bonus_transfer_id,
					p_metadata || jsonb_build_object('reference_transaction_uuid', p_reference));
			END IF;
			UPDATE provider_transactions SET status = 'rolled_back' WHERE id = v_bet.id;
		END IF;
		-- A bet already rolled back: this rollback answers as the first and moves nothing.
	END IF;

	SELECT coalesce(sum(a.balance - a.pending_debits), 0) INTO v_balance FROM ledger_accounts a
		WHERE a.id = p_player_account OR a.code = v_bonus_code;
	v_answer := jsonb_build_object('status', 'RS_OK', 'balance', coalesce(v_balance, 0), 'currency', p_currency);
	IF v_spins_left IS NOT NULL THEN
		v_answer := v_answer || jsonb_build_object('free_rounds', jsonb_build_object(
			'reward_uuid', 'bonus-' || p_reward, 'left', v_spins_left, 'bet_value', p_amount));
	END IF;
	INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, status, user_id, session_id,
		game_id, round, amount, currency, reference_transaction_uuid, request_hash, transfer_id, answer,
		bonus_amount, bonus_id, bonus_transfer_id, free_round)
	VALUES (p_provider, p_uuid, p_kind, v_status, p_user, p_session, p_game, p_round,
		CASE WHEN p_kind = 'rollback' THEN 0 ELSE p_amount END, p_currency, p_reference,
		p_request_hash, v_transfer, v_answer, v_bonus_part, v_bonus_id, v_bonus_transfer,
		p_reward IS NOT NULL);
	-- The later of the call's transfers orders the player's balance updates.
	v_transfer := greatest(v_transfer, v_bonus_transfer);
	RETURN QUERY SELECT NULL::text, NULL::text, v_answer, v_balance,
		CASE WHEN v_settled THEN v_bet.transaction_uuid END,
		-- A free spin staked none of the player's money: it counts towards no wagering.
		CASE WHEN v_settled THEN CASE WHEN v_bet.free_round THEN 0 ELSE v_bet.amount END END,
		CASE WHEN v_settled THEN v_bet.currency END,
		v_transfer IS NOT NULL,
		CASE WHEN v_transfer IS NOT NULL THEN ledger_profile_balance(p_user) END,
		v_transfer;
END;
$$;
