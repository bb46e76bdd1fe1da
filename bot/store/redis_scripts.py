"""Lua scripts run atomically by Redis for the proposal lifecycle.

A proposal is a hash ``<prefix>proposal:<id>`` with fields ``data`` (the proposal's JSON),
``state``, ``requester``, ``thread``, ``expires_at`` (epoch microseconds) and, once known,
``message_ref``. The thread's pending pointers ``<prefix>waiting:<thread>`` are a hash from each
requester to the id of their pending proposal: one slot per requester, so one person's proposal
never sets another's aside. Scripts derive proposal keys from the pointers, so they address keys
not passed in KEYS: fine for a standalone or replicated Redis, not for Redis Cluster.
"""

from __future__ import annotations

# Sets (or deletes) the values KEYS[first_key..]: ARGV from `first_arg` holds, for each, its value
# and then its TTL in ms ('' for none, 'delete' to delete it instead). Returns how many it wrote.
_WRITE_VALUES = """
local function write_values(first_key, first_arg)
  for i = first_key, #KEYS do
    local at = first_arg + 2 * (i - first_key)
    local value, px = ARGV[at], ARGV[at + 1]
    if px == 'delete' then redis.call('DEL', KEYS[i])
    elseif px == '' then redis.call('SET', KEYS[i], value)
    else redis.call('SET', KEYS[i], value, 'PX', px) end
  end
  return #KEYS - first_key + 1
end
"""

# KEYS: new proposal, thread pointers, then values to write with it.
# ARGV: proposal key prefix, id, data, requester, thread, expires_at, created_at, retention ms, then
# each value and its TTL (as `_WRITE_VALUES`).
# Returns 0 if the id already exists (nothing is written), else 1. Pointers to decided or forgotten
# proposals are pruned.
PUT = _WRITE_VALUES + """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local pointers = redis.call('HGETALL', KEYS[2])
for i = 1, #pointers, 2 do
  local who, old = pointers[i], pointers[i + 1]
  local h = redis.call('HMGET', ARGV[1] .. old, 'state', 'expires_at')
  if who == ARGV[4] and h[1] == 'pending' and tonumber(h[2]) > tonumber(ARGV[7]) then
    redis.call('HSET', ARGV[1] .. old, 'state', 'set_aside')
    h[1] = 'set_aside'
  end
  if h[1] ~= 'pending' then redis.call('HDEL', KEYS[2], who) end
end
redis.call('HSET', KEYS[1], 'data', ARGV[3], 'state', 'pending', 'requester', ARGV[4],
           'thread', ARGV[5], 'expires_at', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[8])
redis.call('HSET', KEYS[2], ARGV[4], ARGV[2])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[8]) then redis.call('PEXPIRE', KEYS[2], ARGV[8]) end
write_values(3, 9)
return 1
"""

# KEYS: proposal. ARGV: requester, now, new state ('used' | 'cancelled'), pointers key prefix, id.
# Returns {} if unknown, else {outcome, data, message_ref}; outcome is 'applied' or the state
# ('used', 'cancelled', 'set_aside'), 'expired' or 'not_requester' that refused it.
DECIDE = """
local h = redis.call('HMGET', KEYS[1], 'state', 'requester', 'expires_at', 'thread', 'data', 'message_ref')
if not h[1] then return {} end
local ref = h[6] or ''
if h[1] ~= 'pending' then return {h[1], h[5], ref} end
if tonumber(ARGV[2]) >= tonumber(h[3]) then return {'expired', h[5], ref} end
if h[2] ~= ARGV[1] then return {'not_requester', h[5], ref} end
redis.call('HSET', KEYS[1], 'state', ARGV[3])
local pointers = ARGV[4] .. h[4]
if redis.call('HGET', pointers, h[2]) == ARGV[5] then redis.call('HDEL', pointers, h[2]) end
return {'applied', h[5], ref}
"""

# KEYS: thread pointers. ARGV: proposal key prefix, requester, now.
# Returns {} unless the requester's pending, unexpired proposal was set aside: {data, message_ref}.
SET_ASIDE = """
local id = redis.call('HGET', KEYS[1], ARGV[2])
if not id then return {} end
local key = ARGV[1] .. id
local h = redis.call('HMGET', key, 'state', 'requester', 'expires_at', 'data', 'message_ref')
if h[1] ~= 'pending' or h[2] ~= ARGV[2] or tonumber(ARGV[3]) >= tonumber(h[3]) then return {} end
redis.call('HSET', key, 'state', 'set_aside')
redis.call('HDEL', KEYS[1], ARGV[2])
return {h[4], h[5] or ''}
"""

# Appends {data, message_ref} of each pending proposal among `ids` (keys ARGV[1] .. id) to `out`,
# and returns `out`: the tail of PENDING and READ_THREAD.
_APPEND_PENDING = """
for i = 1, #ids do
  local h = redis.call('HMGET', ARGV[1] .. ids[i], 'state', 'data', 'message_ref')
  if h[1] == 'pending' and h[2] then
    out[#out + 1] = h[2]
    out[#out + 1] = h[3] or ''
  end
end
return out
"""

# KEYS: thread pointers. ARGV: proposal key prefix, requester ('' for everyone's).
# Returns {data, message_ref, ...}: the pending proposals the pointers lead to, in one round trip
# (whether each has expired is decided by the caller's clock).
PENDING = """
local ids = {}
if ARGV[2] ~= '' then
  ids[1] = redis.call('HGET', KEYS[1], ARGV[2])
  if not ids[1] then return {} end
else
  ids = redis.call('HVALS', KEYS[1])
end
local out = {}
""" + _APPEND_PENDING

# KEYS: proposal. ARGV: message_ref. Returns 1 if set, 0 if the proposal is unknown.
SET_MESSAGE_REF = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'message_ref', ARGV[1])
return 1
"""

# KEYS: the value to add, the value that forbids it. ARGV: the added value's TTL in ms.
# Returns -1 if the second is set (nothing added), else 1 if added, 0 if it was there.
ADD_ONCE_UNLESS = """
if redis.call('EXISTS', KEYS[2]) == 1 then return -1 end
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 1 end
return 0
"""

# KEYS: counter. ARGV: window ms, amount. The first increment starts the window.
INCR_WINDOW = """
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
"""

# KEYS: counters. ARGV: their window in ms, then each counter's limit. Each counter counted (as
# INCR_WINDOW, by 1) in order until one goes over its limit; returns that one's index (from 0), or -1
# when none does: a turn's rate limits in one round trip, the later ones untouched once one is over.
COUNT_WITHIN = """
for i, key in ipairs(KEYS) do
  local n = redis.call('INCRBY', key, 1)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
  if n > tonumber(ARGV[i + 1]) then return i - 1 end
end
return -1
"""

# KEYS: a map (a hash). ARGV: field, value, the map's TTL in ms (from now). One field set and the
# map's life renewed, atomically.
MAP_PUT = """
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return redis.call('PEXPIRE', KEYS[1], ARGV[3])
"""

# KEYS: values to write. ARGV: each value and its TTL (as `_WRITE_VALUES`). Returns the number of
# keys written: a turn's write-back in one round trip.
WRITE_VALUES = _WRITE_VALUES + """
return write_values(1, 1)
"""

# KEYS: thread pointers, then the keys of values, then (with a TTL in ARGV[2]) the delivery's
# once-key. ARGV: proposal key prefix, the once-key's TTL in ms ('' for none).
# Returns {0} when the once-key was there already (nothing read); else 1, the values (nil where
# none), then {data, message_ref, ...} of the thread's pending proposals, as PENDING: everything a
# turn reads from its thread, and whether it is a delivery's first, in one round trip.
READ_THREAD = """
local last = #KEYS
if ARGV[2] ~= '' then
  if not redis.call('SET', KEYS[last], '1', 'NX', 'PX', ARGV[2]) then return {0} end
  last = last - 1
end
local out = {1}
for i = 2, last do out[#out + 1] = redis.call('GET', KEYS[i]) end
local ids = redis.call('HVALS', KEYS[1])
""" + _APPEND_PENDING
