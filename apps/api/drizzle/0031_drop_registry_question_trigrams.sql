-- Misspellings are matched against each company's lexicon since migration 0030, so nothing in the
-- product reads the questions' own trigrams any more; the index only slowed every write. (The
-- registry benchmark builds its own copy in its kept database to measure the pg_trgm designs.)
DROP INDEX "question_registries_question_trgm_idx";
