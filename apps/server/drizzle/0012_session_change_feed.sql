-- Decision 030: instances keep signed-in sessions in memory and forget one as soon as the
-- database says what it shows changed: the session row, its client, the client's reward points
-- or its staff member, or the status of one of its orders (whether there is a delivery to track). The notification goes out when the writing transaction commits, to every
-- instance listening (and to the writer itself).
CREATE OR REPLACE FUNCTION fp_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('fp_session_change', 's:' || r.id);
  ELSIF TG_TABLE_NAME = 'clients' THEN
    PERFORM pg_notify('fp_session_change', 'c:' || r.id);
  ELSIF TG_TABLE_NAME = 'staff_members' THEN
    PERFORM pg_notify('fp_session_change', 't:' || r.id);
  ELSIF TG_TABLE_NAME = 'orders' THEN
    PERFORM pg_notify('fp_session_change', 'c:' || r.client_id);
  ELSIF TG_TABLE_NAME = 'ledger_entries' AND r.ledger = 'reward_points' THEN
    PERFORM pg_notify('fp_session_change', 'c:' || r.owner_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_feed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION fp_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER clients_change_feed AFTER UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION fp_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER staff_members_change_feed AFTER UPDATE OR DELETE ON staff_members
  FOR EACH ROW EXECUTE FUNCTION fp_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_change_feed AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION fp_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER orders_change_feed AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fp_notify_session_change();
