-- Payment reconciliation (issue 15): a current purchase for every participant who entered a contest
-- with a package before purchases were recorded. The package is the largest one their entries name,
-- with the currency and amount recorded on that entry; it counts as confirmed when the admin had
-- marked every entry of theirs in the contest paid.
INSERT INTO package_purchases (contest_id, user_id, package_id, items, currency, price, confirmed_amount, created_at)
SELECT DISTINCT ON (s.contest_id, s.user_id)
  s.contest_id, s.user_id, s.package_id, p.items, s.currency, s.amount,
  CASE WHEN bool_and(s.is_paid) OVER (PARTITION BY s.contest_id, s.user_id) THEN s.amount ELSE 0 END,
  min(s.created_at) OVER (PARTITION BY s.contest_id, s.user_id)
FROM submissions s
JOIN packages p ON p.id = s.package_id
WHERE s.currency IS NOT NULL AND s.amount IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM package_purchases pp
    WHERE pp.contest_id = s.contest_id AND pp.user_id = s.user_id AND pp.superseded_at IS NULL
  )
ORDER BY s.contest_id, s.user_id, p.items DESC, s.created_at DESC;
