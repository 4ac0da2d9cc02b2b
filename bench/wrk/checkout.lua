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
    '{"customerName": "Bench Buyer", "phone": "555-010-2000", ' ..
    '"address": {"street": "1 Main Street", "city": "Springfield", "zipCode": "12345"}, ' ..
    '"paymentMethod": "Credit Card", "paymentInfo": {"cardNumber": "4242 4242 4242 4242", "expiryDate": "12/29", ' ..
    '"cvv": "123", "cardholderName": "Bench Buyer"}, "items": [%s], "total": "%d.%02d"}',
    table.concat(lines, ", "), math.floor(total / 100), total % 100)
end

function request()
  return wrk.format("POST", nil, nil, order_body())
end

function response(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
end
