-- Order numbers come from one sequence per year (src/modules/orders/order-number-sequence.ts):
-- every year that has a counter gets its sequence, going on after the counter's last number.
DO $$
DECLARE
	counter record;
BEGIN
	FOR counter IN SELECT "year", "last_value" FROM "order_number_counters" LOOP
		EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 MAXVALUE 999999 NO CYCLE', 'order_numbers_' || counter."year");
		PERFORM setval(format('%I', 'order_numbers_' || counter."year")::regclass, counter."last_value", true);
	END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "order_number_counters" CASCADE;
--> statement-breakpoint
-- Uses of a voucher with a limit stay counted on its row; an unlimited voucher's uses are its
-- reservations (orders no longer lock its row). Every reservation so far was counted.
ALTER TABLE "voucher_reservations" ADD COLUMN "use_counted" boolean DEFAULT true NOT NULL;
