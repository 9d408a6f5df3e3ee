-- Run in Neovim on a .vml file (Tests/LSP/test_lsp.py): waits for the diagnostics, hovers at
-- line 2, column $VML_NVIM_HOVER_COLUMN (0-based), formats, and writes what it saw, a line each,
-- to $VML_NVIM_OUT.
local out = {}
vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(out, string.format("diagnostic %d:%d %s", d.lnum + 1, d.col + 1, d.code or ""))
end
vim.api.nvim_win_set_cursor(0, { 2, tonumber(os.getenv("VML_NVIM_HOVER_COLUMN")) })
local hover = vim.lsp.buf_request_sync(0, "textDocument/hover", vim.lsp.util.make_position_params(), 5000)
for _, reply in pairs(hover or {}) do
  if reply.result then table.insert(out, "hover " .. reply.result.contents.value:match("^[^\n]*")) end
end
if vim.lsp.buf.format then
  vim.lsp.buf.format({ timeout_ms = 5000 })
else
  vim.lsp.buf.formatting_sync(nil, 5000)
end
table.insert(out, "formatted " .. table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "|"))
vim.fn.writefile(out, os.getenv("VML_NVIM_OUT"))
vim.cmd("qa!")
