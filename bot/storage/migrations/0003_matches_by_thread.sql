-- Commands used inside a match thread find their match by the thread's id.
CREATE INDEX matches_by_thread ON matches (thread_id) WHERE thread_id IS NOT NULL;
