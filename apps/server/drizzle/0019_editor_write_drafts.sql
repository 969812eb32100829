-- Decision 044: the editor's saves queued on one stock row are written by one statement, each
-- exactly as it would be written alone (decision 036), one after the other, in one transaction.
-- `ws` is a JSON array of drafts (`writeEditorDrafts` in editor-household-repository.ts builds
-- them); the answer is one JSON object per draft, in their order: the written order, or the
-- order as locked with its session token and the products short of units.
CREATE OR REPLACE FUNCTION editor_write_drafts(ws jsonb) RETURNS SETOF json LANGUAGE plpgsql AS $$
DECLARE
  w jsonb;
  answer json;
  p_order int;
  p_client int;
  p_week date;
  p_now timestamptz;
BEGIN
  -- Every order of the batch is locked first, in id order, then the stock rows as each draft is
  -- written: orders before stock, as in every other flow, so no two writers wait for each other.
  IF jsonb_array_length(ws) > 1 THEN
    PERFORM 1 FROM orders o JOIN jsonb_array_elements(ws) x
      ON o.id = (x->>'orderId')::int AND o.client_id = (x->>'clientId')::int
      ORDER BY o.id FOR UPDATE OF o;
  END IF;
  FOR w IN SELECT x FROM jsonb_array_elements(ws) WITH ORDINALITY AS a(x, n) ORDER BY n LOOP
    p_order := (w->>'orderId')::int;
    p_client := (w->>'clientId')::int;
    p_week := (w->>'weekStart')::date;
    p_now := (w->>'now')::timestamptz;
    WITH
      locked_order AS (
        SELECT o.*, (SELECT token FROM edit_sessions WHERE order_id = o.id) AS session_token
        FROM orders o WHERE o.id = p_order AND o.client_id = p_client FOR UPDATE),
      -- The drafts' arrays are read in the statement, not in PL/pgSQL assignments (each of those
      -- would be a query of its own).
      c AS (SELECT * FROM jsonb_to_recordset(w->'stock') AS c(product_id int, delta int)),
      h AS (
        SELECT * FROM jsonb_to_recordset(CASE WHEN jsonb_typeof(w->'holds') = 'array' THEN w->'holds' ELSE '[]' END)
          AS h(product_id int, quantity int)),
      locked_stock AS (
        SELECT s.product_id, s.remaining FROM product_stock s
        WHERE s.week_start = p_week AND s.product_id IN (SELECT product_id FROM c)
          AND EXISTS (SELECT 1 FROM locked_order)
        ORDER BY s.product_id FOR UPDATE),
      short AS (
        SELECT s.product_id, s.remaining FROM locked_stock s JOIN c ON c.product_id = s.product_id
        WHERE c.delta > 0 AND s.remaining < c.delta),
      savable AS (
        SELECT l.id FROM locked_order l
        WHERE l.version = (w->>'version')::int AND l.status = 'upcoming' AND l.cutoff_at > p_now
          AND l.session_token = w->>'editSession' AND NOT EXISTS (SELECT 1 FROM short)),
      written AS (
        UPDATE orders o SET subtotal_cents = (w->>'subtotalCents')::int, discount_cents = (w->>'discountCents')::int,
          delivery_fee_cents = (w->>'deliveryFeeCents')::int, tax_cents = (w->>'taxCents')::int,
          total_cents = (w->>'totalCents')::int, version = o.version + 1, updated_at = p_now
        FROM savable WHERE o.id = savable.id
        RETURNING o.*),
      -- From the count as locked, not the row the update scans (decision 040).
      taken AS (
        UPDATE product_stock s SET remaining = l.remaining - c.delta
        FROM c JOIN locked_stock l ON l.product_id = c.product_id
        WHERE s.week_start = p_week AND s.product_id = c.product_id AND EXISTS (SELECT 1 FROM written)),
      links AS (
        SELECT DISTINCT ON (product_id) product_id, market_subscription_id FROM order_items
        WHERE order_id = p_order AND market_subscription_id IS NOT NULL ORDER BY product_id, id DESC),
      gone_items AS (DELETE FROM order_items WHERE order_id IN (SELECT id FROM written)),
      gone_lines AS (
        DELETE FROM order_lines WHERE order_id IN (SELECT id FROM written) AND kind IN ('discount', 'tax')),
      new_items AS (
        INSERT INTO order_items (order_id, product_id, kind, quantity, unit_price_cents, tax_class, market_subscription_id)
        SELECT written.id, x.product_id, x.kind, x.quantity, x.unit_price_cents, x.tax_class,
          coalesce(x.market_subscription_id, CASE WHEN x.kind = 'market' THEN l.market_subscription_id END)
        FROM written CROSS JOIN jsonb_to_recordset(w->'items')
          AS x(product_id int, kind text, quantity int, unit_price_cents int, tax_class text, market_subscription_id int)
        LEFT JOIN links l ON l.product_id = x.product_id),
      new_lines AS (
        INSERT INTO order_lines (order_id, kind, label, code, amount_cents)
        SELECT written.id, x.kind, x.label, x.code, x.amount_cents
        FROM written CROSS JOIN jsonb_to_recordset(w->'lines')
          AS x(kind text, label text, code text, amount_cents int)),
      gone_holds AS (
        DELETE FROM stock_holds WHERE jsonb_typeof(w->'holds') = 'array' AND order_id IN (SELECT id FROM written)
          AND product_id NOT IN (SELECT product_id FROM h)),
      new_holds AS (
        INSERT INTO stock_holds (order_id, product_id, quantity)
        SELECT written.id, h.product_id, h.quantity
        FROM written CROSS JOIN h
        ON CONFLICT (order_id, product_id) DO UPDATE SET quantity = excluded.quantity)
    SELECT json_build_object(
      'written', (SELECT row_to_json(written) FROM written),
      'locked', (SELECT row_to_json(locked_order) FROM locked_order),
      'token', (SELECT session_token FROM locked_order),
      'short', (SELECT json_agg(json_build_array(product_id, remaining) ORDER BY product_id) FROM short))
    INTO answer;
    RETURN NEXT answer;
  END LOOP;
END
$$;
