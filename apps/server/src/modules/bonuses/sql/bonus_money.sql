-- Bonus money in play (decision 035). Every statement that changes a bonus's state or moves
-- its money first locks the player's cash and bonus accounts (in id order, bonus_lock), so a
-- bet, a win, the wagering's completion and the expiry of one player's bonus never interleave.

-- Locks the player's cash and bonus accounts in `p_currency` (those that exist), in id order.
CREATE OR REPLACE FUNCTION bonus_lock_accounts(p_user integer, p_currency text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM ledger_accounts a
		WHERE a.code IN ('player_cash:' || p_user || ':' || p_currency,
			'player_bonus:' || p_user || ':' || p_currency)
		ORDER BY a.id FOR UPDATE;
END;
$$;

-- Which part of a stake is bonus money: the player's cash goes first; what it does not cover
-- comes from the bonus balance of their running, funded bonus in the bet's currency, if one
-- runs (else 0, and the cash transfer refuses the bet). A stake the cash covers costs one read
-- and takes no lock of its own (the transfer checks the funds again); otherwise the accounts
-- are locked and stay so to the end of the caller's transaction, so the answer holds.
CREATE OR REPLACE FUNCTION bonus_stake(p_user integer, p_currency text, p_amount bigint)
RETURNS TABLE (bonus_id bigint, bonus_part bigint, bonus_account integer)
LANGUAGE plpgsql AS $$
DECLARE
	v_cash bigint;
	v_bonus bigint;
	v_account integer;
BEGIN
	SELECT greatest(a.balance - a.pending_debits, 0) INTO v_cash FROM ledger_accounts a
		WHERE a.code = 'player_cash:' || p_user || ':' || p_currency;
	IF coalesce(v_cash, 0) < p_amount THEN
		PERFORM bonus_lock_accounts(p_user, p_currency);
		SELECT greatest(a.balance - a.pending_debits, 0) INTO v_cash FROM ledger_accounts a
			WHERE a.code = 'player_cash:' || p_user || ':' || p_currency;
		v_cash := coalesce(v_cash, 0);
		IF v_cash < p_amount THEN
			SELECT b.id INTO v_bonus FROM player_bonuses b JOIN bonus_offers o ON o.id = b.offer_id
				WHERE b.user_id = p_user AND b.active = 1 AND b.finished = 0 AND b.amount > 0
					AND b.expires_at > now() AND o.currency = p_currency;
			SELECT a.id INTO v_account FROM ledger_accounts a
				WHERE a.code = 'player_bonus:' || p_user || ':' || p_currency;
		END IF;
	END IF;
	IF v_bonus IS NULL OR v_account IS NULL THEN
		RETURN QUERY SELECT NULL::bigint, 0::bigint, NULL::integer;
		RETURN;
	END IF;
	RETURN QUERY SELECT v_bonus, p_amount - v_cash, v_account;
END;
$$;

-- Where the bonus share of a win or refund goes, by the state of the bonus its stake came from,
-- read after locking the player's accounts: 'bonus' while it runs (even past its expiry, which
-- then forfeits it), 'cash' once its wagering is done, 'forfeit' once it expired (nothing is
-- paid: the money stays with the game, the house's). `bonus_account` is the player's.
CREATE OR REPLACE FUNCTION bonus_payout_route(p_bonus bigint)
RETURNS TABLE (route text, bonus_account integer) LANGUAGE plpgsql AS $$
DECLARE
	v_user integer;
	v_currency text;
	v_finished smallint;
	v_ended text;
BEGIN
	SELECT b.user_id, o.currency INTO v_user, v_currency
		FROM player_bonuses b JOIN bonus_offers o ON o.id = b.offer_id WHERE b.id = p_bonus;
	IF v_user IS NULL THEN
		RETURN QUERY SELECT 'forfeit'::text, NULL::integer;
		RETURN;
	END IF;
	PERFORM bonus_lock_accounts(v_user, v_currency);
	SELECT b.finished, b.ended_as INTO v_finished, v_ended FROM player_bonuses b WHERE b.id = p_bonus;
	RETURN QUERY SELECT
		CASE WHEN v_finished = 0 THEN 'bonus' WHEN v_ended = 'wagered' THEN 'cash' ELSE 'forfeit' END,
		(SELECT a.id FROM ledger_accounts a WHERE a.code = 'player_bonus:' || v_user || ':' || v_currency);
END;
$$;

-- Free rounds (docs/providers.md "Free rounds"): a FREE_SPINS bonus gives the player spins of
-- a fixed stake on one game, which the studio plays as free bets. Taking a spin, its win and
-- its rollback each change the bonus under the player's lock (bonus_lock_accounts).

-- Takes one spin of the player's running FREE_SPINS bonus `p_bonus` for a free bet of
-- `p_amount` on game `p_game`: the spins left after it, or NULL (nothing changed) when the
-- bonus is not the player's, has ended or expired, has no spin left, is for another game or
-- currency, or the amount is not its spin value.
CREATE OR REPLACE FUNCTION bonus_free_round_take(
	p_user integer, p_bonus bigint, p_game integer, p_currency text, p_amount bigint
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	v_left integer;
BEGIN
	PERFORM bonus_lock_accounts(p_user, p_currency);
	UPDATE player_bonuses b SET spins_left = b.spins_left - 1, spins_open = b.spins_open + 1
		FROM bonus_offers o
		WHERE b.id = p_bonus AND o.id = b.offer_id AND b.user_id = p_user AND b.active = 1
			AND b.finished = 0 AND b.expires_at > now() AND b.spins_left > 0
			AND o.bonus_key = 'FREE_SPINS' AND o.game_id = p_game AND o.currency = p_currency
			AND o.spin_value = p_amount
		RETURNING b.spins_left INTO v_left;
	RETURN v_left;
END;
$$;

-- A free spin's win, paid to the bonus balance while the bonus runs (bonus_payout_route):
-- what it won becomes the bonus's money and adds its wagering (win x the offer's multiple);
-- the spin's first win (`p_first`) settles it. A bonus that ended is left as it is.
CREATE OR REPLACE FUNCTION bonus_free_round_won(p_bonus bigint, p_win bigint, p_first boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bonus_lock_accounts(b.user_id, o.currency)
		FROM player_bonuses b JOIN bonus_offers o ON o.id = b.offer_id WHERE b.id = p_bonus;
	UPDATE player_bonuses b SET
		spins_open = b.spins_open - CASE WHEN p_first THEN 1 ELSE 0 END,
		amount = b.amount + p_win,
		bet_total = b.bet_total + p_win * o.wagering_multiple
		FROM bonus_offers o
		WHERE b.id = p_bonus AND o.id = b.offer_id AND b.finished = 0;
END;
$$;

-- A free spin rolled back before any win: the player has the spin again.
CREATE OR REPLACE FUNCTION bonus_free_round_returned(p_bonus bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM bonus_lock_accounts(b.user_id, o.currency)
		FROM player_bonuses b JOIN bonus_offers o ON o.id = b.offer_id WHERE b.id = p_bonus;
	UPDATE player_bonuses SET spins_left = spins_left + 1, spins_open = spins_open - 1
		WHERE id = p_bonus AND finished = 0;
END;
$$;
