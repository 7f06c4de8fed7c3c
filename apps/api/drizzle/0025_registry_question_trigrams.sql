-- Trigrams of each registry question (pg_trgm, migration 0024) for typo-tolerant search: "dividnd"
-- finds "dividend" by word similarity when the full-text words find nothing (issue 17).
CREATE INDEX "question_registries_question_trgm_idx" ON "question_registries" USING gin ("question" gin_trgm_ops);
