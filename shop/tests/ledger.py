"""The ledger check that ends a fault test (a killed worker, PostgreSQL or Redis going away, two instances racing):
whatever broke, every order a shopper was answered 201 for is stored exactly once with its lines and its payment,
no other order appeared (no half order, no second order from a retry), and each product's stock fell by exactly the
units those orders hold.

    ledger = Ledger(database_url)      # before the faults: the stock, and the last order
    ...                                # checkouts, faults, retries; keep each 201's body
    ledger.assert_balanced(answers)

It reads the database itself (psycopg), as the servers under test write it from other processes."""

from collections import Counter, defaultdict
from decimal import Decimal

import psycopg


class Ledger:
    def __init__(self, database_url: str):
        self.database_url = database_url
        with psycopg.connect(database_url) as connection:
            self.stock_before = dict(connection.execute("SELECT id, stock FROM catalog_product").fetchall())
            self.last_order = connection.execute("SELECT coalesce(max(id), 0) FROM orders_order").fetchone()[0]

    def assert_balanced(self, answers: list[dict]) -> None:
        """`answers`: the bodies of the 201s the test got from POST /api/orders since this ledger was made. A retry
        answered with an order already answered counts once, and must answer it the same."""
        answered = {}
        for answer in answers:
            earlier = answered.setdefault(answer["id"], answer)
            assert answer == earlier, f"order #{answer['id']} answered twice, differently: {earlier} then {answer}"
        with psycopg.connect(self.database_url) as connection:
            orders = dict(
                connection.execute("SELECT id, total FROM orders_order WHERE id > %s", [self.last_order]).fetchall()
            )
            lines = connection.execute(
                "SELECT order_id, product_id, product_id_snapshot, quantity, price FROM orders_orderitem "
                "WHERE order_id > %s",
                [self.last_order],
            ).fetchall()
            payments = connection.execute(
                "SELECT order_id, authorized FROM payments_payment WHERE order_id > %s", [self.last_order]
            ).fetchall()
            stock_now = dict(connection.execute("SELECT id, stock FROM catalog_product").fetchall())

        assert sorted(orders) == sorted(answered), (
            f"orders stored {sorted(orders)}, orders answered 201 {sorted(answered)}: "
            "an order nobody was answered for, or an answered one that is not stored"
        )
        stored_lines = defaultdict(list)
        sold = Counter()
        for order_id, product_id, snapshot, quantity, price in lines:
            stored_lines[order_id].append((snapshot, quantity, price))
            if product_id is not None:
                sold[product_id] += quantity
        paid = Counter(order_id for order_id, _ in payments)
        for order_id, answer in answered.items():
            expected = sorted((line["productId"], line["quantity"], Decimal(line["price"])) for line in answer["items"])
            assert expected and sorted(stored_lines[order_id]) == expected, (
                f"order #{order_id}: lines stored {sorted(stored_lines[order_id])}, answered {expected}"
            )
            assert orders[order_id] == Decimal(answer["total"]), f"order #{order_id}: total {orders[order_id]}"
            if orders[order_id] > 0:
                assert paid[order_id] == 1, f"order #{order_id} has {paid[order_id]} payments, not one"
        assert all(authorized == orders[order_id] for order_id, authorized in payments), payments
        fell = {pk: before - stock_now[pk] for pk, before in self.stock_before.items() if pk in stock_now}
        assert fell == {pk: sold[pk] for pk in fell}, (
            f"stock fell by {fell}, the stored orders hold {dict(sold)}: stock taken without its order, or twice"
        )
