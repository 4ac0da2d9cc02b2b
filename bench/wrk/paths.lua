-- GET the paths listed in BENCH_PATHS (one per line, written by bench/run.py), each thread taking every
-- BENCH_THREADS-th line from its own, from line BENCH_PATHS_OFFSET on: within a run no path repeats, so the
-- cache answers none of them (the cache-defeating mixes).
package.path = package.path .. ";bench/wrk/?.lua"
require "report"

local report_setup = setup
local next_id = 0

function setup(thread)
  report_setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
end

local paths, position, step = {}, 1, 1

function init(args)
  for line in io.lines(os.getenv("BENCH_PATHS")) do
    table.insert(paths, line)
  end
  step = tonumber(os.getenv("BENCH_THREADS"))
  position = tonumber(os.getenv("BENCH_PATHS_OFFSET")) + id + 1
end

function request()
  local path = paths[(position - 1) % #paths + 1]
  position = position + step
  return wrk.format("GET", path)
end
