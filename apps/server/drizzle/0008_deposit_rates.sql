CREATE INDEX "deposits_awaiting_rate_idx" ON "deposits" USING btree ("id") WHERE "deposits"."status" = 'awaiting_rate';--> statement-breakpoint
-- Deposits are keyed by (coin, txid, output) with the txid in one canonical spelling
-- (wallet.txid.ts): lower-case hex, and `0x` + lower-case hex for ETH and BNB. Earlier rows are
-- brought to it so that a re-report in another letter case finds them and credits nothing
-- twice. A row whose canonical twin already exists keeps its spelling (only one may hold it);
-- txids that are not plain hashes are left as they were.
WITH "canonical" AS (
  SELECT DISTINCT ON ("d"."entity_wallet_id", "canonical_txid", "d"."vout")
    "d"."id",
    "canonical_txid"
  FROM "deposits" "d"
  JOIN "entity_wallets" "w" ON "w"."id" = "d"."entity_wallet_id"
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN "w"."short_code" IN ('ETH', 'BNB') THEN '0x' || lower(right("d"."txid", 64))
      ELSE lower("d"."txid")
    END AS "canonical_txid"
  ) "c"
  WHERE (
      ("w"."short_code" IN ('ETH', 'BNB') AND "d"."txid" ~ '^(0[xX])?[0-9a-fA-F]{64}$')
      OR ("w"."short_code" NOT IN ('ETH', 'BNB') AND "d"."txid" ~ '^[0-9a-fA-F]{64}$')
    )
    AND "d"."txid" <> "canonical_txid"
    AND NOT EXISTS (
      SELECT 1 FROM "deposits" "o"
      WHERE "o"."entity_wallet_id" = "d"."entity_wallet_id"
        AND "o"."vout" = "d"."vout"
        AND "o"."txid" = "canonical_txid"
    )
  ORDER BY "d"."entity_wallet_id", "canonical_txid", "d"."vout", "d"."id"
)
UPDATE "deposits" SET "txid" = "canonical"."canonical_txid"
FROM "canonical" WHERE "deposits"."id" = "canonical"."id";
