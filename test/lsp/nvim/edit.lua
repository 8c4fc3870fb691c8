-- Edits entry 1 of the open HANDOVER.md as a user would, waits for the server's diagnostics, and writes what
-- vim.diagnostic.get() holds to $HANDOVER_OUT as JSON.
local function clients()
  return (vim.lsp.get_clients or vim.lsp.get_active_clients)()
end
local function has(code)
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local c = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    if c == code then return true end
  end
  return false
end
local function finish(status)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(out, {
      lnum = d.lnum,
      severity = d.severity,
      message = d.message,
      source = d.source,
      code = d.code or lsp.code,
      href = lsp.codeDescription and lsp.codeDescription.href or vim.NIL,
    })
  end
  local f = io.open(vim.env.HANDOVER_OUT, 'w')
  f:write(vim.fn.json_encode({ status = status, diagnostics = out }))
  f:close()
  vim.cmd('qa!')
end

if not vim.wait(20000, function() return #clients() > 0 and clients()[1].initialized ~= false end, 50) then
  finish('no client')
end
-- the server answers the open with no diagnostics for the committed text; give it the moment to do so
vim.wait(1000, function() return false end, 50)
for i, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
  if line == 'The run finished.' then
    vim.api.nvim_buf_set_lines(0, i - 1, i, false, { 'The run finished late.' })
  end
end
if vim.wait(20000, function() return has('handover/append-only') end, 50) then
  finish('ok')
else
  finish('timeout')
end
