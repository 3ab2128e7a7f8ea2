-- Evaluations given before scores had owners belong to the judge who holds the slot now: the only
-- judge the old data can name (issue 14, decisions.md "Score ownership").
UPDATE submissions s
SET judge1_id = CASE WHEN c.category = 'photo' THEN c.photo_judge_1_id ELSE c.video_judge_1_id END
FROM contests c
WHERE c.id = s.contest_id AND s.judge1_id IS NULL
  AND (s.judge1_score IS NOT NULL OR s.judge1_comment IS NOT NULL OR s.judge1_feedback IS NOT NULL);
--> statement-breakpoint
UPDATE submissions s
SET judge2_id = CASE WHEN c.category = 'photo' THEN c.photo_judge_2_id ELSE c.video_judge_2_id END
FROM contests c
WHERE c.id = s.contest_id AND s.judge2_id IS NULL
  AND (s.judge2_score IS NOT NULL OR s.judge2_comment IS NOT NULL OR s.judge2_feedback IS NOT NULL);
