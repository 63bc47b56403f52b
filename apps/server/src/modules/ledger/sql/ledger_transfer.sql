-- The ledger's one way to move money (decision 009): a transfer between two accounts of one
-- currency, idempotent on its key. Runs inside the caller's transaction (or alone, atomic as one
-- statement), updates the two accounts in id order (no deadlocks between opposite transfers)
-- and raises a named error the ledger service maps to an AppError code.
CREATE OR REPLACE FUNCTION ledger_transfer(
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
