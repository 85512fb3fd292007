-- Neovim (0.7+) smoke test: start `viewlint lsp` as Neovim's own LSP client does, open a
-- file, wait for its diagnostics, make an edit that Neovim sends as an incremental change,
-- wait again, and write what Neovim shows into OUT. Run headless by test_neovim.py:
--   VIEWLINT_BINARY=… VIEWLINT_ROOT=… VIEWLINT_FILE=… VIEWLINT_OUT=… nvim --headless -u NONE -c "luafile neovim_smoke.lua"
vim.cmd('filetype on')
local out = assert(io.open(os.getenv('VIEWLINT_OUT'), 'w'))
local function say(line) out:write(line .. '\n'); out:flush() end

local client_id = vim.lsp.start_client({
  name = 'viewlint',
  cmd = { os.getenv('VIEWLINT_BINARY'), 'lsp' },
  root_dir = os.getenv('VIEWLINT_ROOT'),
  flags = { debounce_text_changes = 0 },
})
vim.cmd('edit ' .. os.getenv('VIEWLINT_FILE'))
say('filetype ' .. vim.bo.filetype)
vim.lsp.buf_attach_client(0, client_id)

local function show(label)
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
    say(string.format('%s %d:%d-%d:%d %s %s', label, d.lnum + 1, d.col + 1, d.end_lnum + 1, d.end_col + 1, code, d.source or '?'))
  end
end

if not vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 20) then say('timeout waiting for diagnostics') end
show('opened')
local client = vim.lsp.get_client_by_id(client_id)
say('encoding ' .. tostring(client.offset_encoding))

-- Remove `AnyView(` and the closing parenthesis: Neovim sends ranged changes.
local line = vim.api.nvim_buf_get_lines(0, 4, 5, false)[1]
local start = line:find('AnyView%(', 1) - 1
vim.api.nvim_buf_set_text(0, 4, #line - 1, 4, #line, { '' })
vim.api.nvim_buf_set_text(0, 4, start, 4, start + #'AnyView(', { '' })
if not vim.wait(20000, function() return #vim.diagnostic.get(0) == 0 end, 20) then say('timeout waiting for the edit') end
say('after edit ' .. #vim.diagnostic.get(0))

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
say('done')
out:close()
vim.cmd('qa!')
