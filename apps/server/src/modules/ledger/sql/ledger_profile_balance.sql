-- The header balance a player sees (spec section 3 User.balance: cash and bonus, less holds, in
-- the profile's currency; NULL for no such player). PL/pgSQL, not SQL: a SQL function called from
-- another function is planned again at each call, a PL/pgSQL one keeps its plan for the session.
CREATE OR REPLACE FUNCTION ledger_profile_balance(p_user integer) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_balance bigint;
BEGIN
	SELECT coalesce(sum(a.balance - a.pending_debits), 0)::bigint INTO v_balance
	FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.currency = u.currency
		AND a.kind IN ('player_cash', 'player_bonus')
	WHERE u.id = p_user GROUP BY u.id;
	RETURN v_balance;
END;
$$;
