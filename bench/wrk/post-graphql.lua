-- wrk script: POST /graphql bodies in turn (one JSON body a line in WRK_BODIES) with the bearer
-- token in WRK_TOKEN; prints one JSON line of latency percentiles (ms) when the run ends.
local bodies = {}
for line in io.lines(os.getenv("WRK_BODIES")) do bodies[#bodies + 1] = line end
local headers = {
  ["content-type"] = "application/json",
  ["authorization"] = "Bearer " .. os.getenv("WRK_TOKEN"),
}
local next_body = 0

request = function()
  next_body = next_body % #bodies + 1
  return wrk.format("POST", "/graphql", headers, bodies[next_body])
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50":%.3f,"p95":%.3f,"p99":%.3f,"max":%.3f,"failed":%d}\n',
    summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
