-- Prints one JSON line that bench/run.py reads: requests, seconds, latency percentiles (µs),
-- bytes and errors. Counting statuses needs response(), which slows wrk down, so only scripts
-- that ask for it (checkout.lua) count them.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function status_counts()
  local merged = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    if counts then
      for status, n in pairs(counts) do merged[status] = (merged[status] or 0) + n end
    end
  end
  local parts = {}
  for status, n in pairs(merged) do table.insert(parts, string.format('"%s": %d', status, n)) end
  return "{" .. table.concat(parts, ", ") .. "}"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\nBENCH_JSON {"requests": %d, "duration_us": %d, "bytes": %d, "p50_us": %d, "p95_us": %d, "p99_us": %d, ' ..
    '"max_us": %d, "errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, "statuses": %s}\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout, status_counts()))
end
