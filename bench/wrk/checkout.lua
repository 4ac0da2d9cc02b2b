-- POST /api/orders with 1-3 lines drawn from the products listed in BENCH_PRODUCTS (a file of
-- "id price_in_cents" lines written by bench/run.py); the total is computed in whole cents.
package.path = package.path .. ";bench/wrk/?.lua"
require "report"

local products = {}
statuses = {}

function init(args)
  for line in io.lines(os.getenv("BENCH_PRODUCTS")) do
    local id, cents = line:match("(%d+) (%d+)")
    table.insert(products, { id = tonumber(id), cents = tonumber(cents) })
  end
  math.randomseed(os.time() + #tostring({}) + math.floor(os.clock() * 1000000))
end

-- A Luhn-valid 16-digit Visa-like number: shoppers bring their own cards.
local function card_number()
  local digits = { 4 }
  for i = 2, 15 do digits[i] = math.random(0, 9) end
  local sum = 0
  for i = 15, 1, -1 do
    local d = digits[i]
    if (15 - i) % 2 == 0 then
      d = d * 2
      if d > 9 then d = d - 9 end
    end
    sum = sum + d
  end
  digits[16] = (10 - sum % 10) % 10
  return table.concat(digits)
end

-- Each order from another shopper (phone, street number, card): with one phone, card and address for every
-- order, each checkout's risk signals counted every earlier bench order (orders.selectors.order_risk_signals),
-- which real traffic, and the per-phone and per-card limits the bench lifts, never let happen.
local function order_body()
  local lines, total, used = {}, 0, {}
  for _ = 1, math.random(1, 3) do
    local product = products[math.random(#products)]
    if not used[product.id] then
      used[product.id] = true
      table.insert(lines, string.format('{"productId": %d, "quantity": 1}', product.id))
      total = total + product.cents
    end
  end
  return string.format(
    '{"customerName": "Bench Buyer", "phone": "555-%03d-%04d", ' ..
    '"address": {"street": "%d Main Street", "city": "Springfield", "zipCode": "12345"}, ' ..
    '"paymentMethod": "Credit Card", "paymentInfo": {"cardNumber": "%s", "expiryDate": "12/29", ' ..
    '"cvv": "123", "cardholderName": "Bench Buyer"}, "items": [%s], "total": "%d.%02d"}',
    math.random(0, 999), math.random(0, 9999), math.random(1, 9999), card_number(),
    table.concat(lines, ", "), math.floor(total / 100), total % 100)
end

function request()
  return wrk.format("POST", nil, nil, order_body())
end

function response(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end
