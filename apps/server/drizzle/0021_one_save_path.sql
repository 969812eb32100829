-- Decision 046: a save of the order editor is one transaction written through the repositories;
-- the function that wrote the saves queued on one stock row together (decision 044) goes.
DROP FUNCTION IF EXISTS editor_write_drafts(jsonb);
