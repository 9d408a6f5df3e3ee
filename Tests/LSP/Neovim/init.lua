-- Docs/Editors.md's set-up for Neovim 0.7 to 0.10 (Debian 12 ships 0.7.2), with the vml to start
-- taken from $VML: what Tests/LSP/test_lsp.py runs Neovim with.
vim.g.do_filetype_lua = 1 -- Neovim 0.7 only: use filetype.lua, which reads vim.filetype.add
vim.filetype.add({ extension = { vml = "vml" } })
vim.api.nvim_create_autocmd("FileType", {
  pattern = "vml",
  callback = function(args)
    local client = vim.lsp.start_client({ name = "vml", cmd = { os.getenv("VML") or "vml", "lsp" }, root_dir = vim.fn.getcwd() })
    vim.lsp.buf_attach_client(args.buf, client)
  end,
})
