#ifndef VIEWLINT_TREE_SITTER_WALK_H
#define VIEWLINT_TREE_SITTER_WALK_H

#include <stdbool.h>
#include <stdint.h>
#include <tree_sitter/api.h>

/// What the visitor asks for after seeing a node.
typedef enum {
  TSWalkVisitChildren = 0,
  TSWalkSkipChildren = 1,
} TSWalkDecision;

/// Called for each named node in pre-order with its depth: the number of named ancestors
/// between it and the walk's root (the root has depth 0).
typedef TSWalkDecision (*TSWalkVisitor)(void *context, TSNode node, uint32_t depth);

/// Visits `root` and every named node below it in pre-order, the nodes and order of a
/// `TSTreeCursor` walk that skips anonymous nodes (and does not descend into them). Faster than
/// the cursor: children are read straight from the tree, without re-deriving the path on each
/// step. Iterative, so any nesting depth is safe. Returns false if memory ran out.
bool ts_walk_named(TSNode root, void *context, TSWalkVisitor visit);

#endif
