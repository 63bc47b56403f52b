-- Group commit for the ledger (decision 030). A node gathers the lone transfers that arrive
-- while its batches run and sends them as one statement, one transaction, one commit. Each
-- transfer keeps its own key, its own answer and its own refusal, exactly as ledger_transfer
-- (ledger_transfer.sql) would give it alone, in arrival order; ledger.service.test.ts runs the
-- same random transfers through both and compares every answer and balance.
--
-- Set-based, so that a transfer costs a few array operations rather than four statements:
--   1. the batch's accounts are locked and read, in id order (the order every batch and every
--      ledger_transfer takes them, so batches never wait for each other crosswise);
--   2. earlier transfers with the batch's keys are read (replays);
--   3. each transfer is decided in memory in arrival order, with ledger_transfer's checks in
--      ledger_transfer's order, against the balances the transfers before it left;
--   4. the new transfers are inserted in one statement and the changed accounts written in one.
-- A key another transaction inserted meanwhile raises the same serialization failure
-- ledger_transfer raises (the caller retries, and finds it as a replay).
--
-- `p_transfers` is a JSON array of ledger_transfer's arguments (names without the p_ prefix,
-- plus `i`, the transfer's place in the batch); one row comes back per transfer.
CREATE OR REPLACE FUNCTION ledger_transfer_batch(p_transfers jsonb) RETURNS TABLE (
	i integer, error text, transfer_id bigint, replayed boolean
) LANGUAGE plpgsql AS $$
DECLARE
	t record;
	-- The locked accounts, in id order, and their figures as the batch leaves them.
	v_ids integer[];
	v_currency text[];
	v_negative boolean[];
	v_balance bigint[];
	v_pending_debits bigint[];
	v_pending_credits bigint[];
	v_changed boolean[];
	-- Per transfer, in arrival order: its error, or the id it answers with (null until the
	-- insert for new ones) and whether it is a replay; `v_new_at` is its place among the new.
	v_order integer[] := '{}';
	v_error text[] := '{}';
	v_id bigint[] := '{}';
	v_replayed boolean[] := '{}';
	v_new_at integer[] := '{}';
	-- The new transfers, in arrival order.
	n_key text[] := '{}';
	n_type text[] := '{}';
	n_debit integer[] := '{}';
	n_credit integer[] := '{}';
	n_amount bigint[] := '{}';
	n_currency text[] := '{}';
	n_pending boolean[] := '{}';
	n_reference text[] := '{}';
	n_reverses bigint[] := '{}';
	n_metadata jsonb[] := '{}';
	n_ids bigint[];
	v_step integer;
	v_account integer;
	v_at integer;
	v_fail text;
	v_same integer;
	v_new integer;
BEGIN
	-- Locked in id order by the inner query, gathered in one statement (not row by row).
	SELECT coalesce(array_agg(l.id ORDER BY l.id), '{}'),
			coalesce(array_agg(l.currency ORDER BY l.id), '{}'),
			coalesce(array_agg(l.allow_negative ORDER BY l.id), '{}'),
			coalesce(array_agg(l.balance ORDER BY l.id), '{}'),
			coalesce(array_agg(l.pending_debits ORDER BY l.id), '{}'),
			coalesce(array_agg(l.pending_credits ORDER BY l.id), '{}'),
			coalesce(array_agg(false), '{}')
		INTO v_ids, v_currency, v_negative, v_balance, v_pending_debits, v_pending_credits,
			v_changed
		FROM (
			SELECT la.id, la.currency, la.allow_negative, la.balance, la.pending_debits,
				la.pending_credits
			FROM ledger_accounts la
			WHERE la.id = ANY (ARRAY(
				SELECT x.debit FROM jsonb_to_recordset(p_transfers) AS x(debit integer)
				UNION SELECT x.credit FROM jsonb_to_recordset(p_transfers) AS x(credit integer)))
			ORDER BY la.id FOR UPDATE
		) l;

	-- Each key looked up through its unique index (a join could scan the whole table).
	FOR t IN SELECT x.*, o.id AS old_id, o.type AS old_type,
			o.debit_account_id AS old_debit, o.credit_account_id AS old_credit,
			o.amount AS old_amount, o.currency AS old_currency, o.two_phase AS old_pending,
			o.reference AS old_reference
		FROM jsonb_to_recordset(p_transfers) AS x(
			i integer, key text, type text, debit integer, credit integer, amount bigint,
			currency text, pending boolean, reference text, reverses bigint, metadata jsonb)
		LEFT JOIN LATERAL (
			SELECT lt.* FROM ledger_transfers lt WHERE lt.idempotency_key = x.key LIMIT 1
		) o ON true
		ORDER BY x.i
	LOOP
		v_fail := NULL;
		v_new := NULL;
		v_order := v_order || t.i;
		-- ledger_transfer's checks, in its order.
		IF t.amount IS NULL OR t.amount <= 0 THEN
			v_fail := 'LEDGER_INVALID_AMOUNT';
		ELSIF t.debit = t.credit THEN
			v_fail := 'LEDGER_ACCOUNT_MISMATCH';
		ELSIF t.old_id IS NOT NULL THEN
			-- A replay of a committed transfer: the same content answers it, other content is refused.
			IF t.old_type <> t.type OR t.old_debit <> t.debit OR t.old_credit <> t.credit
				OR t.old_amount <> t.amount OR t.old_currency <> t.currency
				OR t.old_pending <> t.pending OR t.old_reference IS DISTINCT FROM t.reference THEN
				v_fail := 'IDEMPOTENCY_KEY_REUSED';
			ELSE
				v_error := v_error || NULL::text;
				v_id := v_id || t.old_id;
				v_replayed := v_replayed || true;
				v_new_at := v_new_at || NULL::integer;
				CONTINUE;
			END IF;
		ELSE
			v_same := array_position(n_key, t.key);
			IF v_same IS NOT NULL THEN
				-- The same key earlier in this batch: a replay of that one, as it would be alone.
				IF n_type[v_same] <> t.type OR n_debit[v_same] <> t.debit
					OR n_credit[v_same] <> t.credit OR n_amount[v_same] <> t.amount
					OR n_currency[v_same] <> t.currency OR n_pending[v_same] <> t.pending
					OR n_reference[v_same] IS DISTINCT FROM t.reference THEN
					v_fail := 'IDEMPOTENCY_KEY_REUSED';
				ELSE
					v_error := v_error || NULL::text;
					v_id := v_id || NULL::bigint;
					v_replayed := v_replayed || true;
					v_new_at := v_new_at || v_same;
					CONTINUE;
				END IF;
			ELSE
				-- Both accounts in id order, as ledger_transfer updates them: the first refusal wins.
				FOR v_step IN 1..2 LOOP
					v_account := CASE WHEN v_step = 1 THEN least(t.debit, t.credit)
						ELSE greatest(t.debit, t.credit) END;
					v_at := array_position(v_ids, v_account);
					IF v_at IS NULL OR v_currency[v_at] <> t.currency THEN
						v_fail := 'LEDGER_ACCOUNT_MISMATCH';
					ELSIF v_account = t.debit AND NOT v_negative[v_at]
						AND v_balance[v_at] - v_pending_debits[v_at] < t.amount THEN
						v_fail := 'INSUFFICIENT_FUNDS';
					END IF;
					EXIT WHEN v_fail IS NOT NULL;
				END LOOP;
				IF v_fail IS NULL THEN
					v_at := array_position(v_ids, t.debit);
					IF t.pending THEN
						v_pending_debits[v_at] := v_pending_debits[v_at] + t.amount;
					ELSE
						v_balance[v_at] := v_balance[v_at] - t.amount;
					END IF;
					v_changed[v_at] := true;
					v_at := array_position(v_ids, t.credit);
					IF t.pending THEN
						v_pending_credits[v_at] := v_pending_credits[v_at] + t.amount;
					ELSE
						v_balance[v_at] := v_balance[v_at] + t.amount;
					END IF;
					v_changed[v_at] := true;
					n_key := n_key || t.key;
					n_type := n_type || t.type;
					n_debit := n_debit || t.debit;
					n_credit := n_credit || t.credit;
					n_amount := n_amount || t.amount;
					n_currency := n_currency || t.currency;
					n_pending := n_pending || t.pending;
					n_reference := n_reference || t.reference;
					n_reverses := n_reverses || t.reverses;
					n_metadata := n_metadata || coalesce(t.metadata, '{}'::jsonb);
					v_new := cardinality(n_key);
				END IF;
			END IF;
		END IF;
		v_error := v_error || v_fail;
		v_id := v_id || NULL::bigint;
		v_replayed := v_replayed || (CASE WHEN v_fail IS NULL THEN false END);
		v_new_at := v_new_at || v_new;
	END LOOP;

	IF cardinality(n_key) > 0 THEN
		WITH inserted AS (
			INSERT INTO ledger_transfers (idempotency_key, type, debit_account_id,
				credit_account_id, amount, currency, two_phase, status, reference, reverses_id,
				metadata, settled_at)
			SELECT n.key, n.type, n.debit, n.credit, n.amount, n.currency, n.pending,
				CASE WHEN n.pending THEN 'pending' ELSE 'posted' END, n.reference, n.reverses,
				n.metadata, CASE WHEN n.pending THEN NULL ELSE now() END
			FROM unnest(n_key, n_type, n_debit, n_credit, n_amount, n_currency, n_pending,
				n_reference, n_reverses, n_metadata)
				WITH ORDINALITY AS n(key, type, debit, credit, amount, currency, pending,
					reference, reverses, metadata, place)
			ORDER BY n.place
			ON CONFLICT (idempotency_key) DO NOTHING
			RETURNING ledger_transfers.id, ledger_transfers.idempotency_key
		)
		SELECT array_agg(ins.id ORDER BY array_position(n_key, ins.idempotency_key))
			INTO n_ids FROM inserted ins;
		IF coalesce(cardinality(n_ids), 0) < cardinality(n_key) THEN
			-- A twin with one of these keys committed while we waited: nothing of this batch
			-- stays; the callers retry and find the twin.
			RAISE EXCEPTION 'LEDGER_KEY_RACE' USING ERRCODE = '40001';
		END IF;
		UPDATE ledger_accounts la
			SET balance = u.balance, pending_debits = u.pending_debits,
				pending_credits = u.pending_credits
			FROM unnest(v_ids, v_balance, v_pending_debits, v_pending_credits, v_changed)
				AS u(id, balance, pending_debits, pending_credits, changed)
			-- The ids again as a list: the accounts are then found through their index, never by
			-- reading the whole table (a join on unnest alone plans a scan of it).
			WHERE la.id = ANY (v_ids) AND la.id = u.id AND u.changed;
	END IF;

	RETURN QUERY SELECT r.i, r.error,
			CASE WHEN r.new_at IS NULL THEN r.id ELSE n_ids[r.new_at] END, r.replayed
		FROM unnest(v_order, v_error, v_id, v_replayed, v_new_at)
			AS r(i, error, id, replayed, new_at);
END;
$$;
