"""Cross-file facts, the workspace index, configuration reload and code actions."""
import subprocess

from lsprotocol import types

from conftest import BINARY, change, diagnostics, open_document, ranges, session, until, uri
from test_documents import GREETING

HELPER = """import SwiftUI

extension View {
    func when<T: View>(_ active: Bool, apply: (Self) -> T) -> AnyView {
        active ? AnyView(apply(self)) : AnyView(self)
    }
}
"""

BADGE = """import SwiftUI

struct Badge: View {
    @Binding var isUrgent: Bool
    var body: some View {
        Circle()
            .when(isUrgent) { $0.scaleEffect(1.3) }
    }
}
"""

PET = """struct Pet: Identifiable {
    var name: String
    var id: String { name }
}
"""

PET_LIST = """import SwiftUI

struct PetList: View {
    @State private var pets: [Pet] = []
    @State private var draft = ""
    var body: some View {
        List {
            TextField("Name", text: $draft)
            Button("Add") { pets.append(Pet(name: draft)) }
            ForEach(pets) { pet in Text(pet.name) }
        }
    }
}
"""


async def test_a_helper_added_in_an_unsaved_buffer_is_seen_by_a_file_opened_after(workspace):
    (workspace / "View+When.swift").write_text("import SwiftUI\n")
    (workspace / "Badge.swift").write_text(BADGE)
    async with session(workspace) as client:
        helper, badge = workspace / "View+When.swift", workspace / "Badge.swift"
        open_document(client, helper, "import SwiftUI\n")
        await diagnostics(client, helper, version=1)
        # The helper is typed into the buffer, not saved.
        change(client, helper, 2, [(1, 0, 1, 0, HELPER[len("import SwiftUI\n"):])])
        assert "conditional-modifier" in [d.code for d in await diagnostics(client, helper, version=2)]
        open_document(client, badge, BADGE)
        found = await diagnostics(client, badge, version=1)
        assert ranges(found) == [("conditional-modifier", 6, 13, 6, 51)]
        assert "isUrgent" in found[0].message


async def test_an_open_document_is_republished_when_another_buffer_changes_a_fact_it_uses(workspace):
    (workspace / "View+When.swift").write_text(HELPER)
    async with session(workspace) as client:
        helper, badge = workspace / "View+When.swift", workspace / "Badge.swift"
        open_document(client, badge, BADGE)
        assert ranges(await diagnostics(client, badge, version=1)) == [("conditional-modifier", 6, 13, 6, 51)]
        open_document(client, helper, HELPER)
        await diagnostics(client, helper, version=1)
        after = len(client.published)
        # The helper's definition is deleted in the other buffer: Badge's call is no longer one.
        change(client, helper, 2, [(2, 0, 6, 1, "")])
        assert await diagnostics(client, badge, version=1, after=after) == []


async def test_a_types_id_made_stored_in_an_unsaved_buffer(workspace):
    (workspace / "Pet.swift").write_text(PET)
    (workspace / "PetList.swift").write_text(PET_LIST)
    async with session(workspace) as client:
        pet, pet_list = workspace / "Pet.swift", workspace / "PetList.swift"
        open_document(client, pet, PET)
        found = await diagnostics(client, pet, version=1)
        assert ranges(found) == [("non-unique-id", 2, 8, 2, 10)]
        assert "PetList.swift:9" in found[0].message  # evidence from the other file, via the index
        # `id` becomes stored in the buffer.
        change(client, pet, 2, [(2, 4, 2, 27, "let id = UUID()")])
        assert await diagnostics(client, pet, version=2) == []
        # And back: computed from a name the user types in PetList, opened now and edited so
        # that the name no longer comes from a text field.
        change(client, pet, 3, [(2, 4, 2, 19, "var id: String { name }")])
        assert len(await diagnostics(client, pet, version=3)) == 1
        open_document(client, pet_list, PET_LIST)
        await diagnostics(client, pet_list, version=1)
        after = len(client.published)
        change(client, pet_list, 2, [(7, 0, 8, 0, ""), (8, 12, 8, 58, "")])
        assert await diagnostics(client, pet, version=3, after=after) == []


async def test_files_excluded_by_the_configuration_are_not_indexed_nor_linted(workspace):
    (workspace / ".viewlint.yml").write_text("excluded:\n  - Generated\n")
    (workspace / "Generated").mkdir()
    (workspace / "Generated" / "View+When.swift").write_text(HELPER)
    (workspace / "Badge.swift").write_text(BADGE)
    async with session(workspace) as client:
        assert any("indexed 1 Swift files" in m.message for m in client.log_messages)
        open_document(client, workspace / "Badge.swift", BADGE)
        assert await diagnostics(client, workspace / "Badge.swift", version=1) == []
        generated = workspace / "Generated" / "View+When.swift"
        open_document(client, generated, HELPER)
        assert await diagnostics(client, generated, version=1) == []


async def test_the_server_registers_file_watchers_when_the_client_allows_it(workspace):
    async with session(workspace) as client:
        registration = await until(lambda: client.registrations and client.registrations[0])
        assert registration.method == "workspace/didChangeWatchedFiles"
        assert [w["globPattern"] for w in registration.register_options["watchers"]] == ["**/*.swift", "**/.viewlint.yml"]
    async with session(workspace, watch=False) as client:
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri(workspace / "none.swift")), position=types.Position(line=0, character=0)))
        assert client.registrations == []


async def test_a_file_changed_on_disk_updates_the_index(workspace):
    (workspace / "View+When.swift").write_text("import SwiftUI\n")
    async with session(workspace) as client:
        badge = workspace / "Badge.swift"
        open_document(client, badge, BADGE)
        assert await diagnostics(client, badge, version=1) == []
        after = len(client.published)
        (workspace / "View+When.swift").write_text(HELPER)
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=uri(workspace / "View+When.swift"), type=types.FileChangeType.Changed)]))
        assert ranges(await diagnostics(client, badge, version=1, after=after)) == [("conditional-modifier", 6, 13, 6, 51)]


async def test_many_files_changed_on_disk_at_once_are_indexed_again_in_the_background(workspace):
    # A branch switch: more files than the server parses while the editor waits.
    files = [workspace / f"Model{n}.swift" for n in range(20)]
    for file in files:
        file.write_text("struct Placeholder {}\n".replace("Placeholder", file.stem))
    async with session(workspace) as client:
        badge = workspace / "Badge.swift"
        open_document(client, badge, BADGE)
        assert await diagnostics(client, badge, version=1) == []
        after = len(client.published)
        files[7].write_text(HELPER)
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=uri(file), type=types.FileChangeType.Changed) for file in files]))
        assert ranges(await diagnostics(client, badge, version=1, after=after)) == [("conditional-modifier", 6, 13, 6, 51)]
        assert any("20 Swift files changed on disk" in m.message for m in client.log_messages)


async def test_a_file_changed_on_disk_while_the_workspace_is_indexed_keeps_its_new_facts(workspace):
    # The helper is indexed first, then a large file keeps the indexer busy while the helper
    # changes: the index taken in afterwards must not bring back the helper as it was read.
    (workspace / "AAA+When.swift").write_text("import SwiftUI\n")
    (workspace / "Large.swift").write_text("".join(f"struct Filler{n} {{\n    var value = {n}\n}}\n" for n in range(60000)))
    async with session(workspace, wait_for_index=False) as client:
        badge = workspace / "Badge.swift"
        open_document(client, badge, BADGE)
        await diagnostics(client, badge, version=1)
        assert not any("indexed" in m.message for m in client.log_messages), "the index finished too soon to test this"
        (workspace / "AAA+When.swift").write_text(HELPER)
        client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
            types.FileEvent(uri=uri(workspace / "AAA+When.swift"), type=types.FileChangeType.Changed)]))
        await until(lambda: any("indexed" in m.message for m in client.log_messages), what="the workspace index")
        change(client, badge, 2, [(9, 0, 9, 0, "\n")])
        assert ranges(await diagnostics(client, badge, version=2)) == [("conditional-modifier", 6, 13, 6, 51)]


def configure(client, workspace, text):
    (workspace / ".viewlint.yml").write_text(text)
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=uri(workspace / ".viewlint.yml"), type=types.FileChangeType.Changed)]))


async def test_the_configuration_is_reloaded_and_a_broken_one_is_shown_and_the_last_good_kept(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        assert [d.code for d in await diagnostics(client, path, version=1)] == ["any-view"]
        after = len(client.published)
        configure(client, workspace, "rules:\n  any-view:\n    severity: error\n")
        found = await diagnostics(client, path, after=after)
        assert [(d.code, d.severity) for d in found] == [("any-view", types.DiagnosticSeverity.Error)]
        after = len(client.published)
        configure(client, workspace, "rules:\n  any-view:\n    severity: error\ndisabled_rules:\n  - no-such-rule\n")
        message = await until(lambda: client.messages and client.messages[-1])
        assert message.type == types.MessageType.Error
        assert ".viewlint.yml:5:" in message.message and "no-such-rule" in message.message
        # The last good configuration (any-view as an error) stays in force.
        change(client, path, 2, [(0, 0, 0, 0, "\n")])
        assert [(d.code, d.severity) for d in await diagnostics(client, path, version=2)] == [("any-view", types.DiagnosticSeverity.Error)]
        after = len(client.published)
        configure(client, workspace, "disabled_rules:\n  - any-view\n")
        assert await diagnostics(client, path, after=after) == []


def apply(text, edits):
    """Applies LSP text edits (UTF-16 positions) to `text`."""
    lines = text.split("\n")

    def offset(position):
        before = sum(len(line) + 1 for line in lines[:position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return before + index
            units += 2 if ord(character) > 0xFFFF else 1
        return before + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
        lines = text.split("\n")
    return text


async def code_actions(client, path, line, character=None, only=None):
    return await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)),
        range=types.Range(start=types.Position(line=line, character=character or 0),
                          end=types.Position(line=line, character=character or 0)),
        context=types.CodeActionContext(diagnostics=[], only=only)))


async def test_the_quick_fix_removes_the_mistake(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        await diagnostics(client, path, version=1)
        actions = await code_actions(client, path, 4, 12, only=["quickfix"])
        assert [a.title for a in actions] == ["Remove the AnyView (any-view)", "Disable any-view for this line"]
        fixed = apply(GREETING, actions[0].edit.changes[uri(path)])
        assert "        Text(\"hello\")\n" in fixed
        change(client, path, 2, [fixed])
        assert await diagnostics(client, path, version=2) == []


async def test_disable_for_this_line_inserts_the_directive_with_the_lines_indentation(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        await diagnostics(client, path, version=1)
        actions = await code_actions(client, path, 4, 12)
        disable = next(a for a in actions if a.title == "Disable any-view for this line")
        disabled = apply(GREETING, disable.edit.changes[uri(path)])
        assert disabled.split("\n")[4:6] == ["        // viewlint:disable-next-line any-view", "        AnyView(Text(\"hello\"))"]
        change(client, path, 2, [disabled])
        assert await diagnostics(client, path, version=2) == []


async def test_fix_all_applies_every_safe_fix(workspace):
    path = workspace / "Two.swift"
    text = GREETING + GREETING.replace("import SwiftUI\n\n", "").replace("Greeting", "Farewell").replace("hello", "bye 😀")
    async with session(workspace) as client:
        open_document(client, path, text)
        assert len(await diagnostics(client, path, version=1)) == 2
        actions = await code_actions(client, path, 0, only=["source.fixAll"])
        assert [a.kind for a in actions] == ["source.fixAll.viewlint"]
        fixed = apply(text, actions[0].edit.changes[uri(path)])
        assert "AnyView" not in fixed and 'Text("bye 😀")' in fixed
        change(client, path, 2, [fixed])
        assert await diagnostics(client, path, version=2) == []
        assert list(await code_actions(client, path, 0, only=["source.fixAll"])) == []


async def test_the_baseline_named_in_the_configuration_is_honoured(workspace):
    path = workspace / "Greeting.swift"
    path.write_text(GREETING)
    subprocess.run([BINARY, "lint", ".", "--write-baseline", "baseline.json"], cwd=workspace, capture_output=True, check=True)
    (workspace / ".viewlint.yml").write_text("baseline: baseline.json\n")
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        assert await diagnostics(client, path, version=1) == []
        # Lines added above keep the recorded finding matched; a new erasure is reported.
        change(client, path, 2, [(2, 0, 2, 0, "// A comment.\n")])
        assert await diagnostics(client, path, version=2) == []
        change(client, path, 3, [(8, 0, 8, 0, 'struct Other: View {\n    var body: some View { AnyView(Text("b")) }\n}\n')])
        assert ranges(await diagnostics(client, path, version=3)) == [("any-view", 9, 26, 9, 44)]


async def test_a_pulling_client_is_asked_to_refresh_when_another_buffer_changes_a_fact(workspace):
    (workspace / "View+When.swift").write_text(HELPER)
    helper, badge = workspace / "View+When.swift", workspace / "Badge.swift"

    async def pull(client, path):
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path))))
        return ranges(report.items)

    async with session(workspace, pull=True) as client:
        open_document(client, badge, BADGE)
        assert await pull(client, badge) == [("conditional-modifier", 6, 13, 6, 51)]
        open_document(client, helper, HELPER)
        await pull(client, helper)
        refreshes = client.diagnostic_refresh_count
        change(client, helper, 2, [(2, 0, 6, 1, "")])
        await pull(client, helper)
        await until(lambda: client.diagnostic_refresh_count > refreshes, what="workspace/diagnostic/refresh")
        assert await pull(client, badge) == []


async def test_a_configuration_saved_in_the_editor_is_reloaded_once(workspace):
    # A client with file watchers sends both the save and the watched-file change: one reload;
    # a client without watchers sends only the save, which reloads.
    path, configuration = workspace / "Greeting.swift", workspace / ".viewlint.yml"
    for watch in (True, False):
        async with session(workspace, pull=True, watch=watch) as client:
            if watch:
                await until(lambda: client.registrations, what="the watchers' registration")
            open_document(client, path, GREETING)
            await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
                text_document=types.TextDocumentIdentifier(uri=uri(path))))
            reloads = lambda: sum("reloading the configuration" in m.message for m in client.log_messages)
            before = reloads()
            configuration.write_text(f"rules:\n  any-view:\n    severity: {'error' if watch else 'warning'}\n")
            client.text_document_did_save(types.DidSaveTextDocumentParams(
                text_document=types.TextDocumentIdentifier(uri=uri(configuration))))
            if watch:
                client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
                    types.FileEvent(uri=uri(configuration), type=types.FileChangeType.Changed)]))
            report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
                text_document=types.TextDocumentIdentifier(uri=uri(path))))
            expected = types.DiagnosticSeverity.Error if watch else types.DiagnosticSeverity.Warning
            assert [(d.code, d.severity) for d in report.items] == [("any-view", expected)]
            assert reloads() == before + 1
