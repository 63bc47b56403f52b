-- Posts or voids a pending (two-phase) transfer exactly once (decision 009).
CREATE OR REPLACE FUNCTION ledger_settle(p_transfer bigint, p_post boolean)
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
