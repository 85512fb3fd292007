// A pre-order walk over the named nodes of a tree, reading tree-sitter's subtrees directly.
//
// The public TSTreeCursor re-derives its position on every step (pop the entry, rebuild a child
// iterator from the parent, step through hidden wrapper nodes again), about 450 instructions per
// step on tree-sitter-swift, whose expressions nest through many hidden rules. This walk keeps one
// frame per open node and touches each subtree once. It depends on the internal layout of the
// runtime pinned by scripts/setup-tree-sitter.sh (0.25.2); TreeWalkerTests check it against the
// cursor node for node, so a runtime update that changes the layout fails the tests, not users.

#include <stdlib.h>

#include "tree_sitter_walk.h"
#include "language.h"
#include "length.h"
#include "subtree.h"
#include "tree.h"

typedef struct {
  /// The open node: a named node being descended, or a hidden node passed through.
  Subtree subtree;
  /// Where its next child starts (after the child's padding).
  Length child_position;
  uint32_t child_index;
  uint32_t structural_child_index;
  const TSSymbol *alias_sequence;
  /// The depth its named children are reported at.
  uint32_t child_depth;
} Frame;

typedef struct {
  Frame *frames;
  uint32_t size;
  uint32_t capacity;
} FrameStack;

static bool push(FrameStack *stack, const TSTree *tree, Subtree subtree, Length position, uint32_t child_depth) {
  if (stack->size == stack->capacity) {
    uint32_t capacity = stack->capacity ? stack->capacity * 2 : 64;
    Frame *frames = realloc(stack->frames, capacity * sizeof(Frame));
    if (!frames) return false;
    stack->frames = frames;
    stack->capacity = capacity;
  }
  stack->frames[stack->size++] = (Frame){
    .subtree = subtree,
    .child_position = position,
    .child_index = 0,
    .structural_child_index = 0,
    .alias_sequence = ts_language_alias_sequence(tree->language, subtree.ptr->production_id),
    .child_depth = child_depth,
  };
  return true;
}

bool ts_walk_named(TSNode root, void *context, TSWalkVisitor visit) {
  if (ts_node_is_null(root) || !ts_node_is_named(root)) return true;
  if (visit(context, root, 0) == TSWalkSkipChildren) return true;
  const TSTree *tree = root.tree;
  const Subtree *root_subtree = (const Subtree *)root.id;
  if (ts_subtree_child_count(*root_subtree) == 0) return true;

  FrameStack stack = {NULL, 0, 0};
  Length root_position = {ts_node_start_byte(root), ts_node_start_point(root)};
  if (!push(&stack, tree, *root_subtree, root_position, 1)) return false;

  while (stack.size > 0) {
    Frame *frame = &stack.frames[stack.size - 1];
    uint32_t child_count = frame->subtree.ptr->child_count;
    if (frame->child_index == child_count) {
      stack.size--;
      continue;
    }
    const Subtree *children = ts_subtree_children(frame->subtree);
    const Subtree *child = &children[frame->child_index];
    Length position = frame->child_position;

    // Advance the frame past this child first (as TSTreeCursor's child iterator does).
    frame->child_position = length_add(frame->child_position, ts_subtree_size(*child));
    frame->child_index++;
    if (frame->child_index < child_count) {
      frame->child_position = length_add(frame->child_position, ts_subtree_padding(children[frame->child_index]));
    }
    TSSymbol alias = 0;
    if (!ts_subtree_extra(*child)) {
      if (frame->alias_sequence) alias = frame->alias_sequence[frame->structural_child_index];
      frame->structural_child_index++;
    }
    uint32_t depth = frame->child_depth;

    if (ts_subtree_visible(*child) || alias) {
      bool named = alias ? ts_language_symbol_metadata(tree->language, alias).named : ts_subtree_named(*child);
      // Anonymous nodes (keywords, punctuation) are neither visited nor descended.
      if (!named) continue;
      TSNode node = ts_node_new(tree, child, position, alias);
      if (visit(context, node, depth) == TSWalkVisitChildren && ts_subtree_child_count(*child) > 0) {
        if (!push(&stack, tree, *child, position, depth + 1)) {
          free(stack.frames);
          return false;
        }
      }
    } else if (ts_subtree_visible_child_count(*child) > 0) {
      // A hidden node: its visible children belong to the nearest visible ancestor.
      if (!push(&stack, tree, *child, position, depth)) {
        free(stack.frames);
        return false;
      }
    }
  }
  free(stack.frames);
  return true;
}
