-- The handover language server in Neovim's own LSP client (0.7 and later), as the README shows it;
-- started for Markdown buffers, with the command from the environment so the test runs the built CLI.
vim.cmd('filetype on')
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'markdown',
  callback = function(args)
    local id = vim.lsp.start_client({
      name = 'handover',
      cmd = { vim.env.HANDOVER_NODE, vim.env.HANDOVER_CLI, 'lsp' },
      root_dir = vim.fn.getcwd(),
    })
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})
