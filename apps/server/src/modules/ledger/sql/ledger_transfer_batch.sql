-- Group commit for the ledger (decision 030). A node gathers the lone transfers that arrive
-- while its batches run and sends them as one statement, one transaction, one commit. Each
-- transfer keeps its own key, its own answer and its own refusal, exactly as ledger_transfer
-- (ledger_transfer.sql) would give it alone, in arrival order; ledger.batch.test.ts runs the
-- same random transfers through both and compares every answer and balance.
--
-- The transfers come as one array per argument of ledger_transfer (names without the p_
-- prefix; element k is the k-th transfer), so nothing is parsed from JSON. The batch:
--   1. locks and reads its accounts, in id order (the order every batch and every
--      ledger_transfer takes them, so batches never wait for each other crosswise);
--   2. reads earlier transfers with its keys (replays), and whether a key comes twice;
--   3. decides each transfer in arrival order, against the balances the transfers before it
--      left: a new, valid, funded transfer (nearly all of them) passes one test, anything
--      else runs ledger_transfer's checks in ledger_transfer's order;
--   4. inserts the new transfers in one statement and writes the changed accounts in one.
-- A key another transaction inserted meanwhile raises the same serialization failure
-- ledger_transfer raises (the caller retries, and finds it as a replay).
--
-- One row comes back per transfer: `i` its place from 0, its error or its transfer id and
-- whether it was a replay.
DROP FUNCTION IF EXISTS ledger_transfer_batch(jsonb);
CREATE OR REPLACE FUNCTION ledger_transfer_batch(
	p_key text[], p_type text[], p_debit integer[], p_credit integer[], p_amount bigint[],
	p_currency text[], p_pending boolean[], p_reference text[], p_reverses bigint[],
	p_metadata jsonb[]
) RETURNS TABLE (i integer, error text, transfer_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
	n integer := cardinality(p_key);
	-- The locked accounts (in no particular order: found by array_position) and their figures
	-- as the batch leaves them.
	v_ids integer[];
	v_currency text[];
	v_negative boolean[];
	v_balance bigint[];
	v_pending_debits bigint[];
	v_pending_credits bigint[];
	-- Earlier transfers with the batch's keys (null when none), and whether a key comes twice.
	o_key text[];
	o_id bigint[];
	o_type text[];
	o_debit integer[];
	o_credit integer[];
	o_amount bigint[];
	o_currency text[];
	o_pending boolean[];
	o_reference text[];
	v_twins boolean;
	-- Per transfer: its refusal, and its state (0 refused, 1 new, 2 replay).
	v_error text[] := array_fill(NULL::text, ARRAY[n]);
	v_state smallint[] := array_fill(0::smallint, ARRAY[n]);
	-- The transfers inserted, by key.
	n_key text[];
	n_id bigint[];
	k integer;
	j integer;
	da integer;
	ca integer;
	v_amount bigint;
	v_fail text;
	-- The earlier transfer with the same key (committed, or earlier in this batch), as a row.
	v_earlier record;
BEGIN
	-- One pass over the locked rows fills every array in the same row order.
	SELECT coalesce(array_agg(l.id), '{}'), coalesce(array_agg(l.currency), '{}'),
			coalesce(array_agg(l.allow_negative), '{}'), coalesce(array_agg(l.balance), '{}'),
			coalesce(array_agg(l.pending_debits), '{}'), coalesce(array_agg(l.pending_credits), '{}')
		INTO v_ids, v_currency, v_negative, v_balance, v_pending_debits, v_pending_credits
		FROM (
			SELECT la.id, la.currency, la.allow_negative, la.balance, la.pending_debits,
				la.pending_credits
			FROM ledger_accounts la
			WHERE la.id = ANY (p_debit || p_credit)
			ORDER BY la.id FOR UPDATE
		) l;

	-- Each key looked up through its unique index (a join could scan the whole table).
	SELECT array_agg(lt.idempotency_key), array_agg(lt.id), array_agg(lt.type),
			array_agg(lt.debit_account_id), array_agg(lt.credit_account_id),
			array_agg(lt.amount), array_agg(lt.currency), array_agg(lt.two_phase),
			array_agg(lt.reference),
			(SELECT count(DISTINCT y.key) FROM unnest(p_key) AS y(key)) < n
		INTO o_key, o_id, o_type, o_debit, o_credit, o_amount, o_currency, o_pending,
			o_reference, v_twins
		FROM unnest(p_key) AS x(key)
		CROSS JOIN LATERAL (
			SELECT t.* FROM ledger_transfers t WHERE t.idempotency_key = x.key LIMIT 1
		) lt;

	FOR k IN 1..n LOOP
		v_amount := p_amount[k];
		da := array_position(v_ids, p_debit[k]);
		ca := array_position(v_ids, p_credit[k]);
		-- Not plainly new, valid and funded (a null anywhere counts as not): ledger_transfer's
		-- checks, in its order.
		IF (o_key IS NULL AND NOT v_twins AND v_amount > 0 AND p_debit[k] <> p_credit[k]
				AND da IS NOT NULL AND ca IS NOT NULL
				AND v_currency[da] = p_currency[k] AND v_currency[ca] = p_currency[k]
				AND (v_negative[da] OR v_balance[da] - v_pending_debits[da] >= v_amount))
				IS NOT TRUE THEN
			v_fail := NULL;
			IF v_amount IS NULL OR v_amount <= 0 THEN
				v_fail := 'LEDGER_INVALID_AMOUNT';
			ELSIF p_debit[k] = p_credit[k] THEN
				v_fail := 'LEDGER_ACCOUNT_MISMATCH';
			ELSE
				-- A replay of a committed transfer, or of one earlier in this batch: the same
				-- content answers it, other content is refused.
				j := array_position(o_key, p_key[k]);
				IF j IS NOT NULL THEN
					v_earlier := ROW(o_type[j], o_debit[j], o_credit[j], o_amount[j], o_currency[j],
						o_pending[j], o_reference[j]);
				ELSIF v_twins THEN
					SELECT min(e.place) INTO j
						FROM unnest(p_key[1:k - 1], v_state[1:k - 1]) WITH ORDINALITY
							AS e(key, state, place)
						WHERE e.key = p_key[k] AND e.state = 1;
					IF j IS NOT NULL THEN
						v_earlier := ROW(p_type[j], p_debit[j], p_credit[j], p_amount[j], p_currency[j],
							p_pending[j], p_reference[j]);
					END IF;
				END IF;
				IF j IS NOT NULL THEN
					IF v_earlier IS DISTINCT FROM ROW(p_type[k], p_debit[k], p_credit[k], v_amount,
							p_currency[k], p_pending[k], p_reference[k]) THEN
						v_fail := 'IDEMPOTENCY_KEY_REUSED';
					ELSE
						v_state[k] := 2;
						CONTINUE;
					END IF;
				END IF;
				-- Both accounts in id order, as ledger_transfer takes them: the first refusal wins.
				IF v_fail IS NULL AND p_debit[k] < p_credit[k] THEN
					IF da IS NULL OR v_currency[da] <> p_currency[k] THEN
						v_fail := 'LEDGER_ACCOUNT_MISMATCH';
					ELSIF NOT v_negative[da] AND v_balance[da] - v_pending_debits[da] < v_amount THEN
						v_fail := 'INSUFFICIENT_FUNDS';
					ELSIF ca IS NULL OR v_currency[ca] <> p_currency[k] THEN
						v_fail := 'LEDGER_ACCOUNT_MISMATCH';
					END IF;
				ELSIF v_fail IS NULL THEN
					IF ca IS NULL OR v_currency[ca] <> p_currency[k]
						OR da IS NULL OR v_currency[da] <> p_currency[k] THEN
						v_fail := 'LEDGER_ACCOUNT_MISMATCH';
					ELSIF NOT v_negative[da] AND v_balance[da] - v_pending_debits[da] < v_amount THEN
						v_fail := 'INSUFFICIENT_FUNDS';
					END IF;
				END IF;
			END IF;
			IF v_fail IS NOT NULL THEN
				v_error[k] := v_fail;
				CONTINUE;
			END IF;
		END IF;
		v_state[k] := 1;
		IF p_pending[k] THEN
			v_pending_debits[da] := v_pending_debits[da] + v_amount;
			v_pending_credits[ca] := v_pending_credits[ca] + v_amount;
		ELSE
			v_balance[da] := v_balance[da] - v_amount;
			v_balance[ca] := v_balance[ca] + v_amount;
		END IF;
	END LOOP;

	WITH inserted AS (
		INSERT INTO ledger_transfers (idempotency_key, type, debit_account_id,
			credit_account_id, amount, currency, two_phase, status, reference, reverses_id,
			metadata, settled_at)
		SELECT x.key, x.type, x.debit, x.credit, x.amount, x.currency, x.pending,
			CASE WHEN x.pending THEN 'pending' ELSE 'posted' END, x.reference, x.reverses,
			coalesce(x.metadata, '{}'::jsonb), CASE WHEN x.pending THEN NULL ELSE now() END
		FROM unnest(p_key, p_type, p_debit, p_credit, p_amount, p_currency, p_pending,
				p_reference, p_reverses, p_metadata, v_state)
			WITH ORDINALITY AS x(key, type, debit, credit, amount, currency, pending,
				reference, reverses, metadata, state, place)
		WHERE x.state = 1
		ORDER BY x.place
		ON CONFLICT (idempotency_key) DO NOTHING
		RETURNING ledger_transfers.id, ledger_transfers.idempotency_key
	)
	SELECT coalesce(array_agg(ins.idempotency_key), '{}'), coalesce(array_agg(ins.id), '{}')
		INTO n_key, n_id FROM inserted ins;
	IF cardinality(n_key) < cardinality(array_positions(v_state, 1::smallint)) THEN
		-- A twin with one of these keys committed while we waited: nothing of this batch
		-- stays; the callers retry and find the twin.
		RAISE EXCEPTION 'LEDGER_KEY_RACE' USING ERRCODE = '40001';
	END IF;

	-- Only the accounts whose figures moved are written.
	UPDATE ledger_accounts la
		SET balance = u.balance, pending_debits = u.pending_debits,
			pending_credits = u.pending_credits
		FROM unnest(v_ids, v_balance, v_pending_debits, v_pending_credits)
			AS u(id, balance, pending_debits, pending_credits)
		-- The ids again as a list: the accounts are then found through their index, never by
		-- reading the whole table (a join on unnest alone plans a scan of it).
		WHERE la.id = ANY (v_ids) AND la.id = u.id
			AND (la.balance, la.pending_debits, la.pending_credits)
				IS DISTINCT FROM (u.balance, u.pending_debits, u.pending_credits);

	RETURN QUERY SELECT (x.place - 1)::integer, v_error[x.place],
			CASE WHEN x.state <> 0 THEN coalesce(n_id[array_position(n_key, x.key)],
				o_id[array_position(o_key, x.key)]) END,
			CASE x.state WHEN 1 THEN false WHEN 2 THEN true END
		FROM unnest(p_key, v_state) WITH ORDINALITY AS x(key, state, place)
		ORDER BY x.place;
END;
$$;
