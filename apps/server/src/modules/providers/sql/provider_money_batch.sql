-- Group commit for the seamless wallet (issue 13 point 7, decision 022). A node gathers the
-- provider calls that arrive while its previous batch runs and sends them as one statement
-- (one transaction, one commit): each call is still provider_money, with its own answer.
--
-- Locks first, in one order for every batch on every node: the uuids' advisory keys sorted,
-- then the accounts' rows by id. Two batches never wait for each other crosswise.
-- Each call runs in its own subtransaction (the EXCEPTION block): a call the ledger refuses
-- (INSUFFICIENT_FUNDS and its other named errors) writes nothing and answers its error name in
-- `error`; the other calls of the batch go on. Any other error aborts the whole batch, which
-- the caller then runs call by call.
--
-- `p_calls` is a JSON array of provider_money's arguments (names without the p_ prefix, plus
-- `i`, the call's place in the batch); one row comes back per call, `i` first.
CREATE OR REPLACE FUNCTION provider_money_batch(p_calls jsonb) RETURNS TABLE (
	i integer, error text, refusal text, note text, answer jsonb, balance bigint,
	settled_uuid text, settled_amount bigint, settled_currency text, moved boolean,
	profile_balance bigint, transfer_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
	c record;
BEGIN
	PERFORM pg_advisory_xact_lock(1302613, k.key) FROM (
		SELECT DISTINCT hashtext(x.provider::text || ':' || u.uuid) AS key
		FROM jsonb_to_recordset(p_calls) AS x(provider integer, uuid text, reference text)
		CROSS JOIN LATERAL (VALUES (x.uuid), (x.reference)) AS u(uuid)
		WHERE u.uuid IS NOT NULL
		ORDER BY 1
	) k;
	PERFORM 1 FROM ledger_accounts a
		WHERE a.id IN (
			SELECT x.player FROM jsonb_to_recordset(p_calls) AS x(player integer)
			UNION SELECT x.house FROM jsonb_to_recordset(p_calls) AS x(house integer))
		ORDER BY a.id FOR UPDATE;

	FOR c IN SELECT * FROM jsonb_to_recordset(p_calls) AS x(
		i integer, provider integer, kind text, uuid text, reference text, request_hash text,
		"user" integer, session bigint, game integer, round text, currency text, amount bigint,
		player integer, house integer, key text, transfer_reference text, metadata jsonb,
		reward bigint)
		ORDER BY x.i
	LOOP
		BEGIN
			RETURN QUERY SELECT c.i, NULL::text, m.* FROM provider_money(c.provider, c.kind, c.uuid,
				c.reference, c.request_hash, c."user", c.session, c.game, c.round, c.currency, c.amount,
				c.player, c.house, c.key, c.transfer_reference, c.metadata, c.reward) m;
		EXCEPTION WHEN raise_exception THEN
			RETURN QUERY SELECT c.i, SQLERRM, NULL::text, NULL::text, NULL::jsonb, NULL::bigint,
				NULL::text, NULL::bigint, NULL::text, false, NULL::bigint, NULL::bigint;
		END;
	END LOOP;
END;
$$;
